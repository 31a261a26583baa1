/**
 * The parts of react-router-dom the portal uses. Every app's build resolves `react-router-dom` to this file
 * (@portal/build), and it is what the `react-router-dom` singleton shares: a shared module
 * cannot be tree-shaken (a remote may ask for any export), so sharing the whole package put the data
 * routers, loaders and fetchers (@remix-run/router) into the first load of every page.
 *
 * Using another export of react-router-dom? Add it here: ESLint (eslint.config.mjs) refuses an import of a name this
 * file does not list, and the type check a name here that react-router-dom does not export.
 */
export {
  BrowserRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  matchPath,
  useNavigate,
  useLocation,
  useSearchParams,
} from '@portal/library/react-router-dom';
export type { LinkProps, NavLinkProps, NavigateFunction, Location } from '@portal/library/react-router-dom';
