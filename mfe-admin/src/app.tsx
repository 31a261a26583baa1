import { CONTRACT_VERSION, type RemoteModule, type ShowWhen } from '@portal/shared/contracts';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

/** Role 3 (administrator) only: analytics, interested users and user management (docs/product.md#administration-roles). */
const administrators: ShowWhen = { roles: [3] };
/** Roles 2 (broadcaster) and 3: broadcast notifications. */
const broadcasters: ShowWhen = { roles: [2, 3] };

/** What mfe-admin contributes to the portal (Administration (roles 2 and 3): analytics, interested users, manage users, broadcast notifications, exports.) */
export default {
  contractVersion: CONTRACT_VERSION,
  name: 'mfe-admin',
  routes: [
    { path: 'manageUser', area: 'auth', load: () => import('./manage-user/manage-user.page'), when: administrators },
    { path: 'analytics', area: 'auth', load: () => import('./analytics/analytics.page'), when: administrators },
    { path: 'interestedusers', area: 'auth', load: () => import('./interested-users/interested-users.page'), when: administrators },
    { path: 'notification/BroadcastNotification', area: 'auth', load: () => import('./broadcast/broadcast.page'), when: broadcasters },
  ],
  menu: [
    { id: 'admin-analytics', labelKey: 'admin:menu.analytics', icon: 'analytics', order: 900, to: '/auth/analytics', when: administrators },
    { id: 'admin-interested', labelKey: 'admin:menu.interested', icon: 'users', order: 905, to: '/auth/interestedusers', when: administrators },
    { id: 'admin-broadcast', labelKey: 'admin:menu.broadcast', icon: 'broadcast', order: 910, to: '/auth/notification/BroadcastNotification', when: broadcasters },
    { id: 'admin-manage-user', labelKey: 'admin:menu.manageUser', icon: 'users', order: 920, to: '/auth/manageUser', when: administrators },
  ],
  tiles: [],
  widgets: [],
  translations: { namespace: 'admin', en, ar },
} satisfies RemoteModule;
