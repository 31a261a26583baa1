import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MSG, type FamilyMember } from '@portal/shared/rules';
import { isApiError } from '@portal/shared/api';
import { translateMessage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { Box, Button, Center, ConfirmDialog, EmptyState, ErrorPanel, HStack, Icon, PageHeader, Spinner, Stack, Table, Text, toast } from '@portal/shared/ui';
import { deleteFamilyMember, getFamilyMembers } from './family.api';
import { MemberDialog } from './member.dialog';

/**
 * /auth/manageFamily (account §2): Name, Relation, Age, Action; the information banner; Add New Member;
 * Edit; Delete with confirmation. After every change the session's familyMemberList is refreshed, which
 * emits 'familyList' for the other remotes.
 */
export default function ManageFamilyPage() {
  const { t } = useTranslation('identity');
  const [members, setMembers] = useState<FamilyMember[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<FamilyMember | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [removing, setRemoving] = useState<FamilyMember | null>(null);
  const [busy, setBusy] = useState(false);
  /** The last outcome, kept in a status region (the toast is gone after 3 s; screen readers hear this). */
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(() => {
    setFailed(false);
    getFamilyMembers().then(
      (list) => {
        setMembers(list);
        useSession.getState().setFamilyMembers(list);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(load, [load]);

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      const res = await deleteFamilyMember(removing.familyMemberId);
      const message = translateMessage(res.message.message || MSG.familyMemberRemoved);
      toast.success(message);
      setNotice(message);
      setRemoving(null);
      load();
    } catch (e) {
      toast.error(translateMessage(isApiError(e) && e.status === 0 ? MSG.networkError : MSG.errorRemovingFamilyMember));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="5" maxW="5xl" mx="auto" w="full">
      <PageHeader
        title={t('account.family.title')}
        actions={
          <Button onClick={() => (setEditing(null), setNotice(null), setDialogOpen(true))} data-testid="family-add">
            <Icon name="family" />
            {t('account.family.add')}
          </Button>
        }
      />
      <Text role="status" data-testid="family-notice" color="green.fg" fontWeight="medium" minH="6">
        {notice}
      </Text>
      <Box role="note" borderWidth="1px" borderColor="blue.muted" bg="blue.subtle" borderRadius="md" p="3" borderStartWidth="4px" borderStartColor="blue.solid">
        <Text fontSize="sm">{t('account.family.banner')}</Text>
      </Box>
      {failed ? (
        <ErrorPanel onRetry={load} />
      ) : !members ? (
        <Center py="10" role="status" aria-label={t('account.loading')}>
          <Spinner />
        </Center>
      ) : members.length === 0 ? (
        <EmptyState message={translateMessage(MSG.noFamilyMembers)} icon="family" />
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" data-testid="family-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('account.family.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('account.family.relation')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('account.family.age')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('account.family.action')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {members.map((m) => {
                const name = `${m.firstName} ${m.lastName}`;
                return (
                  <Table.Row key={m.familyMemberId} data-testid="family-row">
                    <Table.Cell>{name}</Table.Cell>
                    <Table.Cell>{t(`account.relations.${m.relationId}`, { defaultValue: m.relation })}</Table.Cell>
                    <Table.Cell>{m.age}</Table.Cell>
                    <Table.Cell>
                      <HStack justify="flex-end" gap="1">
                        <Button size="xs" variant="outline" aria-label={`${t('common:button.edit')} ${name}`} onClick={() => (setEditing(m), setDialogOpen(true))} data-testid="family-edit">
                          {t('common:button.edit')}
                        </Button>
                        <Button size="xs" variant="ghost" colorPalette="red" aria-label={`${t('common:button.delete')} ${name}`} onClick={() => setRemoving(m)} data-testid="family-delete">
                          {t('common:button.delete')}
                        </Button>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <MemberDialog open={dialogOpen} member={editing} onClose={() => setDialogOpen(false)} onSaved={(message) => (setNotice(message), load())} />
      <ConfirmDialog
        open={removing !== null}
        title={t('account.family.deleteTitle')}
        body={removing ? t('account.family.deleteBody', { name: `${removing.firstName} ${removing.lastName}` }) : ''}
        confirmLabel={t('common:button.delete')}
        cancelLabel={t('common:button.cancel')}
        destructive
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
