import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '@portal/shared/api';
import type { PatientNotification } from '@portal/shared/rules';

/** The patient's notifications (docs/product.md#everywhere-notifications): the bell's unread count and its list. */

/** How often the unread count is asked again while the top bar is shown. */
export const UNREAD_POLL_MS = 60_000;

async function getUnreadCount(): Promise<number> {
  return Number((await apiGet<number>('notification/GetAllActiveNotificationsCount')).data ?? 0);
}
async function getActiveNotifications(): Promise<PatientNotification[]> {
  return (await apiGet<PatientNotification[]>('user/patientactivenotifications')).data ?? [];
}
async function markAsRead(id: number): Promise<void> {
  await apiPut('user/markasread', undefined, { searchParams: { patientNotificationId: id } });
}
async function markAllAsRead(): Promise<void> {
  await apiPut('user/markallasread');
}

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
};

/**
 * The unread count: asked every minute while the bell is shown, and when the window comes back (a report may have
 * arrived meanwhile), unlike the portal's other queries.
 */
export const unreadCountQuery = () =>
  queryOptions({ queryKey: notificationKeys.unread, queryFn: getUnreadCount, refetchInterval: UNREAD_POLL_MS, refetchOnWindowFocus: true });

/** The active notifications; the count follows the list as it arrives (its unread ones). */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.list,
    queryFn: async ({ client }) => {
      const list = await getActiveNotifications();
      client.setQueryData(notificationKeys.unread, list.filter((n) => !n.isRead).length);
      return list;
    },
  });

/** Asks the count and the list again (the list once the bell is opened again). */
function useNotificationsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

/**
 * Marks one notification read. It leaves the list at once, read or not (opening it matters more than its flag),
 * and the count and the list are asked again.
 */
export function useMarkAsRead() {
  const queryClient = useQueryClient();
  const changed = useNotificationsChanged();
  return useMutation({
    mutationFn: (n: PatientNotification) => markAsRead(n.notificationId),
    onMutate: (n) => queryClient.setQueryData<PatientNotification[]>(notificationKeys.list, (list) => list?.filter((x) => x.notificationId !== n.notificationId)),
    onSettled: changed,
  });
}

/** Marks every notification read: the list empties and the count is 0 once the server agrees; both are asked again. */
export function useMarkAllAsRead() {
  const queryClient = useQueryClient();
  const changed = useNotificationsChanged();
  return useMutation({
    mutationFn: markAllAsRead,
    onSuccess: () => {
      queryClient.setQueryData(notificationKeys.list, []);
      queryClient.setQueryData(notificationKeys.unread, 0);
    },
    onSettled: changed,
  });
}
