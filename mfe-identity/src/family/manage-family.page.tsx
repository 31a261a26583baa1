import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MSG, type FamilyMember } from '@portal/shared/rules';
import { isApiError } from '@portal/shared/api';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, ConfirmDialog, Icon, PageHeader, QueryState, Stack, Text, toast } from '@portal/shared/ui';
import { deleteFamilyMember, familyMembersQuery, useFamilyChange } from './family.api';
import { FamilyTable } from './family-table';
import { MemberDialog } from './member.dialog';

/**
 * /auth/manageFamily (docs/product.md#family-list): Name, Relation, Age, Action; the information banner; Add New Member;
 * Edit; Delete with confirmation. Every change asks the shared family query again, which refreshes the
 * session's familyMemberList (and so every family picker of the other remotes).
 */
export default function ManageFamilyPage() {
  const { t } = useTranslation('identity');
  const members = useQuery(familyMembersQuery());
  /** The member dialog: each opening a fresh form (key), closing keeps it mounted for its exit animation. */
  const [dialog, setDialog] = useState<{ member: FamilyMember | null; open: boolean; key: number } | null>(null);
  const [removing, setRemoving] = useState<FamilyMember | null>(null);
  /** The last outcome, kept in a status region (the toast is gone after 3 s; screen readers hear this). */
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useFamilyChange(deleteFamilyMember);

  const confirmRemove = (m: FamilyMember) =>
    remove.mutate(m.familyMemberId, {
      onSuccess: (res) => {
        const message = translateMessage(res.message.message || MSG.familyMemberRemoved);
        toast.success(message);
        setNotice(message);
        setRemoving(null);
      },
      onError: (e) => void toast.error(translateMessage(isApiError(e) && e.status === 0 ? MSG.networkError : MSG.errorRemovingFamilyMember)),
    });
  const openDialog = (member: FamilyMember | null) => setDialog({ member, open: true, key: Date.now() });

  return (
    <Stack gap="5" maxW="5xl" mx="auto" w="full">
      {/* The header, the outcome and the banner in one block: the header's own margin is the space above the
          banner, and the outcome's region (in the page from the start, so a screen reader hears a new one) takes
          no room while it is empty. */}
      <Box>
        <PageHeader
          title={t('account.family.title')}
          actions={
            <Button onClick={() => (setNotice(null), openDialog(null))} data-testid="family-add">
              <Icon name="family" />
              {t('account.family.add')}
            </Button>
          }
        />
        <Text role="status" data-testid="family-notice" color="green.fg" fontWeight="medium" mb={notice ? '3' : '0'}>
          {notice}
        </Text>
        <Box role="note" data-testid="family-banner" borderWidth="1px" borderColor="blue.muted" bg="blue.subtle" borderRadius="md" p="3" borderStartWidth="4px" borderStartColor="blue.solid">
          <Text fontSize="sm">{t('account.family.banner')}</Text>
        </Box>
      </Box>
      <QueryState query={members} empty={translateMessage(MSG.noFamilyMembers)} emptyIcon="family">
        {(list) => <FamilyTable members={list} onEdit={openDialog} onDelete={setRemoving} />}
      </QueryState>
      {dialog ? <MemberDialog key={dialog.key} open={dialog.open} member={dialog.member} onClose={() => setDialog({ ...dialog, open: false })} onSaved={setNotice} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('account.family.deleteTitle')}
        body={removing ? t('account.family.deleteBody', { name: `${removing.firstName} ${removing.lastName}` }) : ''}
        confirmLabel={t('common:button.delete')}
        cancelLabel={t('common:button.cancel')}
        destructive
        busy={remove.isPending}
        onConfirm={() => removing && confirmRemove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
