/**
 * The parts of react-router-dom the portal uses. Every app's build resolves `react-router-dom` to this file
 * (scripts/webpack-config.cjs), and it is what the `react-router-dom` singleton shares: a shared module
 * cannot be tree-shaken (a remote may ask for any export), so sharing the whole package put the data
 * routers, loaders and fetchers (@remix-run/router) into the first load of every page.
 *
 * Using another export of react-router-dom? Add it here: ESLint refuses an import of a name this file
 * does not list (eslint.config.mjs), because the build would hand the page `undefined` for it.
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
} from 'react-router-dom/dist/index.js';
export type { LinkProps, NavLinkProps, NavigateFunction, Location } from 'react-router-dom/dist/index.js';
