import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Dialog, Icon, Portal, QueryState, Stack, Text } from '@portal/shared/ui';
import { activityQuery, type InterestedUser } from './interested-users.api';
import { formatDmy } from '@portal/shared/i18n';

/** A lead's activity log (createdAt, createdByName, status, comment), newest first. */
export function ActivityDialog({ user, onClose }: { user: InterestedUser | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const entries = useQuery({ ...activityQuery(user?.offerInterestId ?? 0), enabled: user !== null });
  const date = { format: (d: Date) => formatDmy(d, i18n.language === 'ar' ? 'ar' : 'en', { withTime: true }) };

  return (
    <Dialog.Root open={user !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="activity-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('interested.activityOf', { name: user ? `${user.firstName} ${user.lastName}` : '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <QueryState query={entries} empty={t('interested.noActivity')}>
                {(list) => (
                  <Stack as="ol" gap="3" listStyleType="none" ps="0">
                    {list.map((e, i) => (
                      <Box as="li" key={i} borderInlineStartWidth="3px" borderColor="brand.solid" ps="3">
                        <Badge colorPalette="brand" variant="subtle">{t(`interested.statuses.${e.status}`)}</Badge>
                        {e.comment && <Text mt="1" textAlign="start">{e.comment}</Text>}
                        <Text fontSize="sm" color="fg.muted" textAlign="start">{t('interested.byOn', { name: e.createdByName, date: date.format(new Date(e.createdAt)) })}</Text>
                      </Box>
                    ))}
                  </Stack>
                )}
              </QueryState>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>{t('interested.close')}</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost" size="sm" aria-label={t('interested.close')} position="absolute" insetEnd="2" top="2" px="0">
                <Icon name="close" size={18} />
              </Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
