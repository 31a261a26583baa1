import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PatientNotification } from '@portal/shared/rules';
import { Badge, Box, Icon, IconButton, Image, Menu, Portal, Stack, Text } from '@portal/shared/ui';
import { formatDmy } from '@portal/shared/i18n';
import { afterFirstPaint } from '../registry/preload';
import { notificationsQuery, unreadCountQuery, useMarkAllAsRead, useMarkAsRead } from './notifications.api';

/** The count is not what the page paints: true once the page has painted (afterFirstPaint). */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let alive = true;
    void afterFirstPaint().then(() => alive && setPainted(true));
    return () => {
      alive = false;
    };
  }, []);
  return painted;
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
  const ar = i18n.language === 'ar';
  const count = useQuery({ ...unreadCountQuery(), enabled: usePainted() }).data ?? 0;
  // The list is asked for each time the bell opens.
  const [opened, setOpened] = useState(false);
  const list = useQuery({ ...notificationsQuery(), enabled: opened });
  const items = list.isError ? [] : (list.data ?? null);
  const markAsRead = useMarkAsRead();
  const markAll = useMarkAllAsRead();

  const open = async (n: PatientNotification) => {
    // Open the tab first, inside the click, so that pop-up blockers allow it.
    const link = n.promotionType === 'URLPROMOTION' ? safeLink(n.link) : null;
    if (link) window.open(link, '_blank', 'noopener,noreferrer');
    // Opening the notification matters more than its read flag; the count and the list are asked again either way.
    if (!n.isRead) await markAsRead.mutateAsync(n).catch(() => undefined);
    if (n.type === 'LABREPORT' || n.promotionType === 'LABREPORT') {
      navigate('/auth/diagnosticReports', { state: { from: 'notification', familyMemberId: n.familyMemberId ?? 0 } });
    } else if (n.type === 'RESULTS') {
      navigate(n.familyMemberId ? `/auth/results?familyMemberId=${n.familyMemberId}` : '/auth/results');
    }
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onOpenChange={(e) => setOpened(e.open)}>
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
                <Menu.Item value="mark-all-read" onClick={() => markAll.mutate()} justifyContent="center" fontWeight="medium" color="colorPalette.fg">
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
