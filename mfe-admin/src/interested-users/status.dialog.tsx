import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTEREST_STATUSES, LIMITS, MSG, type InterestStatus } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { Button, chakra, Dialog, FormField, Icon, NativeSelect, Portal, Stack, Textarea, toast } from '@portal/shared/ui';
import { updateStatus, type InterestedUser } from './interested-users.api';

export interface StatusDialogProps {
  user: InterestedUser | null;
  onClose: () => void;
  onSaved: (u: InterestedUser) => void;
}

/** Change a lead's status (account §4: any value) with a comment of at most 250 characters (§5). */
export function StatusDialog({ user, onClose, onSaved }: StatusDialogProps) {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<InterestStatus>('New');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (user) {
      setStatus(user.status);
      setComment('');
    }
  }, [user]);
  const error = comment.length > LIMITS.commentMax ? translateMessage(MSG.commentMax) : null;

  const save = async () => {
    if (!user || error) return;
    setBusy(true);
    try {
      const saved = await updateStatus(user.offerInterestId, status, comment.trim());
      toast.success(t('interested.saved'));
      onSaved(saved);
    } catch (e) {
      toast.error(e instanceof Error && e.message ? translateMessage(e.message) : t('common.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={user !== null} onOpenChange={(e) => !e.open && !busy && onClose()} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="status-dialog">
            <chakra.form noValidate onSubmit={(e: React.FormEvent) => { e.preventDefault(); void save(); }}>
              <Dialog.Header>
                <Dialog.Title>{t('interested.changeStatusOf', { name: user ? `${user.firstName} ${user.lastName}` : '' })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <FormField label={t('interested.status')} required>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={status} onChange={(e) => setStatus(e.target.value as InterestStatus)}>
                        {INTEREST_STATUSES.map((s) => (
                          <option key={s} value={s}>{t(`interested.statuses.${s}`)}</option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                  <FormField label={t('interested.comment')} error={error} helperText={`${comment.length}/${LIMITS.commentMax}`}>
                    <Textarea value={comment} onChange={(e) => setComment(e.target.value)} rows={3} />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy}>{t('interested.cancel')}</Button>
                <Button type="submit" loading={busy} disabled={Boolean(error)} colorPalette="brand">{t('interested.save')}</Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost" size="sm" aria-label={t('interested.close')} disabled={busy} position="absolute" insetEnd="2" top="2" px="0">
                <Icon name="close" size={18} />
              </Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
