import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { apiGet, apiPut } from '@portal/shared/api';
import type { PatientNotification } from '@portal/shared/rules';
import { Badge, Box, Icon, IconButton, Image, Menu, Portal, Stack, Text } from '@portal/shared/ui';
import { formatDmy } from '@portal/shared/i18n';
import { afterFirstPaint } from '../registry/preload';

/** How often the unread count is refreshed while the top bar is shown. */
const POLL_MS = 60_000;

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

/** A broadcast's picture is one the portal stored (uploadnotifyimage); nothing else is loaded. */
function safeImage(url: string | null | undefined): string | null {
  return url && /^\/api\/notification\/images\/[0-9a-f-]{36}$/.test(url) ? url : null;
}

/** Only http(s) links are opened, whatever the server stored. */
function safeLink(link: string | null): string | null {
  return link && /^https?:\/\//i.test(link) ? link : null;
}

/**
 * The patient's notification bell (docs/product.md#everywhere-notifications): unread count badge, the list (title, text
 * in the current language, date) or 'No new Notifications!', a click marks the notification read and
 * opens a URL promotion in a new tab or goes to diagnostic reports for a lab report (with the family
 * member), and 'Mark all as read'.
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const [count, setCount] = useState(0);
  const [items, setItems] = useState<PatientNotification[] | null>(null);
  const ar = i18n.language === 'ar';

  const refreshCount = useCallback(() => {
    getUnreadCount().then(setCount, () => undefined);
  }, []);
  useEffect(() => {
    // The count is not what the page paints: it is asked for once the page has painted (afterFirstPaint).
    let alive = true;
    void afterFirstPaint().then(() => alive && refreshCount());
    const id = setInterval(refreshCount, POLL_MS);
    return () => {
      alive = false;
      clearInterval(id);
    };
  }, [refreshCount]);

  const load = () => {
    getActiveNotifications().then(
      (list) => {
        setItems(list);
        setCount(list.filter((n) => !n.isRead).length);
      },
      () => setItems([]),
    );
  };

  const open = async (n: PatientNotification) => {
    // Open the tab first, inside the click, so that pop-up blockers allow it.
    const link = n.promotionType === 'URLPROMOTION' ? safeLink(n.link) : null;
    if (link) window.open(link, '_blank', 'noopener,noreferrer');
    try {
      if (!n.isRead) await markAsRead(n.notificationId);
    } catch {
      // Opening the notification matters more than its read flag; the next refresh shows the truth.
    }
    setItems((prev) => prev?.filter((x) => x.notificationId !== n.notificationId) ?? null);
    refreshCount();
    if (n.type === 'LABREPORT' || n.promotionType === 'LABREPORT') {
      navigate('/auth/diagnosticReports', { state: { from: 'notification', familyMemberId: n.familyMemberId ?? 0 } });
    } else if (n.type === 'RESULTS') {
      navigate(n.familyMemberId ? `/auth/results?familyMemberId=${n.familyMemberId}` : '/auth/results');
    }
  };

  const markAll = async () => {
    try {
      await markAllAsRead();
      setItems([]);
      setCount(0);
    } catch {
      refreshCount();
    }
  };


  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onOpenChange={(e) => e.open && load()}>
      {/* The button itself is the menu's trigger: aria-haspopup/aria-expanded belong on it, not on the wrapper. */}
      <Box position="relative" display="inline-flex">
        <Menu.Trigger asChild>
          <IconButton variant="ghost" aria-label={count > 0 ? t('bell.openWithCount', { count }) : t('bell.open')}>
            <Icon name="bell" />
          </IconButton>
        </Menu.Trigger>
        {count > 0 && (
            <Badge data-testid="bell-count" position="absolute" top="0" insetEnd="0" colorPalette="red" variant="solid" borderRadius="full" fontSize="xs" pointerEvents="none">
              {count > 99 ? '99+' : count}
            </Badge>
        )}
      </Box>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxW="sm" w="calc(100vw - 2rem)" maxH="70vh" overflowY="auto">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t('bell.title')}</Menu.ItemGroupLabel>
              {/* An empty menu is no menu to assistive technology (role=menu owns menu items): the empty line is an
                  item that cannot be chosen. */}
              {items && items.length === 0 && (
                <Menu.Item value="empty" disabled color="fg.muted" textAlign="start">
                  {t('bell.empty')}
                </Menu.Item>
              )}
              {items?.map((n) => (
                <Menu.Item key={n.notificationId} value={String(n.notificationId)} onClick={() => void open(n)} alignItems="start">
                  <Stack gap="0.5" textAlign="start" w="full">
                    {safeImage(n.imageUrl) && <Image src={safeImage(n.imageUrl)!} alt="" maxH="16" maxW="full" objectFit="cover" borderRadius="sm" />}
                    <Text fontWeight={n.isRead ? 'normal' : 'semibold'}><bdi>{n.type === 'LABREPORT' ? t('bell.reportReady') : n.type === 'RESULTS' ? t('bell.resultsReady') : (ar && n.notificationTitleAr) || n.notificationTitle}</bdi></Text>
                    <Text fontSize="sm"><bdi>{ar ? n.messageTextAr || n.messageTextEn : n.messageTextEn || n.messageTextAr}</bdi></Text>
                    <Text fontSize="xs" color="fg.muted"><bdi dir="ltr">{formatDmy(n.createdOn, ar ? 'ar' : 'en', { withTime: true })}</bdi></Text>
                  </Stack>
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
            {/* A menu may hold only menu items (and their groups): 'Mark all as read' is one, reached with the
                arrow keys like the notifications, not a button inside role=menu. */}
            {items && items.length > 0 && (
              <>
                <Menu.Separator />
                <Menu.Item value="mark-all-read" onClick={() => void markAll()} justifyContent="center" fontWeight="medium" color="colorPalette.fg">
                  {t('bell.markAllRead')}
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
