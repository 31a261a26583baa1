import { useTranslation } from 'react-i18next';
import { INTEREST_STATUSES, LIMITS } from '@portal/shared/contracts';
import { offerInterestStatusSchema } from '@portal/shared/contracts/schemas';
import { useZodForm } from '@portal/shared/forms';
import { translateMessage } from '@portal/shared/i18n';
import { Button, chakra, Dialog, FormField, Icon, NativeSelect, Portal, Stack, Textarea, toast } from '@portal/shared/ui';
import { useChangeInterestStatus, type InterestedUser } from './interested-users.api';

export interface StatusDialogProps {
  user: InterestedUser | null;
  onClose: () => void;
}

const statusFormSchema = offerInterestStatusSchema.pick({ status: true, comment: true });

/** Change a lead's status (any value) with a comment of at most 250 characters (docs/product.md#administration-offers). */
export function StatusDialog({ user, onClose }: StatusDialogProps) {
  return (
    <Dialog.Root open={user !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="status-dialog">{user ? <StatusForm key={user.offerInterestId} user={user} onClose={onClose} /> : null}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function StatusForm({ user, onClose }: { user: InterestedUser; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const form = useZodForm(statusFormSchema, { mode: 'onChange', defaultValues: { status: user.status, comment: '' } });
  const saving = useChangeInterestStatus();
  const save = (v: { status: InterestedUser['status']; comment: string }) =>
    saving.mutate(
      { offerInterestId: user.offerInterestId, ...v },
      {
        onSuccess: () => {
          toast.success(t('interested.saved'));
          onClose();
        },
        onError: (e) => toast.error(e.message ? translateMessage(e.message) : t('common.error')),
      },
    );
  const comment = form.watch('comment') ?? '';
  const error = form.formState.errors.comment?.message;

  return (
    <>
      <chakra.form noValidate onSubmit={form.handleSubmit(save)}>
        <Dialog.Header>
          <Dialog.Title>{t('interested.changeStatusOf', { name: `${user.firstName} ${user.lastName}` })}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="3">
            <FormField label={t('interested.status')} required>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('status')}>
                  {INTEREST_STATUSES.map((s) => (
                    <option key={s} value={s}>{t(`interested.statuses.${s}`)}</option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('interested.comment')} error={error ? translateMessage(error) : null} helperText={`${comment.length}/${LIMITS.commentMax}`}>
              <Textarea {...form.register('comment')} rows={3} dir="auto" />
            </FormField>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} disabled={saving.isPending}>{t('interested.cancel')}</Button>
          <Button type="submit" loading={saving.isPending} disabled={Boolean(error)} colorPalette="brand">{t('interested.save')}</Button>
        </Dialog.Footer>
      </chakra.form>
      <Dialog.CloseTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('interested.close')} disabled={saving.isPending} position="absolute" insetEnd="2" top="2" px="0">
          <Icon name="close" size={18} />
        </Button>
      </Dialog.CloseTrigger>
    </>
  );
}
