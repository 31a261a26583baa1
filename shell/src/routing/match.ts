import { matchPath } from 'react-router-dom';
import { areaPrefix, type RemoteRoute } from '@portal/shared/rules';

/** Whether a remote's route is the page at `pathname` (`/home/<path>`, `/auth/<path>`, `/<path>`; case-insensitive, whole path). */
export function routeMatches(route: Pick<RemoteRoute, 'area' | 'path'>, pathname: string): boolean {
  return !!matchPath({ path: `${areaPrefix(route.area)}/${route.path.replace(/^\/+|\/+$/g, '')}`, caseSensitive: false, end: true }, pathname);
}
