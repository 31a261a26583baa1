import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../table-scroll/table-scroll';
import { LIMITS } from '@portal/shared/contracts';
import { Box, Button, Card, chakra, ConfirmDialog, EmptyState, ErrorPanel, FormField, Heading, HStack, Input, NativeSelect, PageHeader, SimpleGrid, Spinner, Stack, Table, Text, toast } from '@portal/shared/ui';
import { getRoles, resetFailedAttempt, resetLoginCounter, searchUser, updateRole, type Role, type SearchedUser } from './manage-user.api';
import { useAdminList } from './use-admin-list';

type PendingAction = { kind: 'role'; roleId: number } | { kind: 'loginCounter' } | { kind: 'failedAttempt' };

/**
 * /auth/manageUser (role 3, account §2, §6): search any user by calling code and mobile (at least 8
 * digits), change the role, reset the login counter and the failed-attempt counter (each after a
 * confirmation), and the administrators list with infinite scroll.
 */
export default function ManageUserPage() {
  const { t, i18n } = useTranslation('admin');
  const [callingCode, setCallingCode] = useState('971');
  const [mobile, setMobile] = useState('');
  const [touched, setTouched] = useState(false);
  const [searching, setSearching] = useState(false);
  const [user, setUser] = useState<SearchedUser | null>(null);
  const [notFound, setNotFound] = useState(false);
  const [roles, setRoles] = useState<Role[]>([]);
  const [roleId, setRoleId] = useState(1);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState(false);
  const admins = useAdminList();

  useEffect(() => {
    getRoles(i18n.language).then(setRoles, () => setRoles([]));
  }, [i18n.language]);

  const mobileError = touched && !new RegExp(`^\\d{${LIMITS.mobileMin},15}$`).test(mobile) ? t('manageUser.mobileError') : null;
  const codeError = touched && !/^\d{1,4}$/.test(callingCode) ? t('manageUser.callingCodeError') : null;

  const search = async () => {
    setTouched(true);
    if (!/^\d{1,4}$/.test(callingCode) || !new RegExp(`^\\d{${LIMITS.mobileMin},15}$`).test(mobile)) return;
    setSearching(true);
    setNotFound(false);
    try {
      const found = await searchUser(callingCode, mobile);
      setUser(found);
      setNotFound(!found);
      if (found) setRoleId(found.roleId);
    } catch {
      toast.error(t('common.error'));
    } finally {
      setSearching(false);
    }
  };

  const confirm = async () => {
    if (!pending || !user) return;
    setBusy(true);
    try {
      if (pending.kind === 'role') await updateRole(user.id, pending.roleId);
      if (pending.kind === 'loginCounter') await resetLoginCounter(user.id);
      if (pending.kind === 'failedAttempt') await resetFailedAttempt(user.id);
      toast.success(t(`manageUser.done.${pending.kind}`));
      const fresh = await searchUser(user.callingCode, user.mobile);
      setUser(fresh);
      if (pending.kind === 'role') admins.reload();
    } catch {
      toast.error(t('common.error'));
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <Stack gap="5">
      <PageHeader title={t('manageUser.title')} />
      <Card.Root>
        <Card.Body>
          <chakra.form noValidate onSubmit={(e: React.FormEvent) => { e.preventDefault(); void search(); }}>
            <HStack align="end" gap="3" flexWrap="wrap">
              <Box w="28">
                <FormField label={t('manageUser.callingCode')} error={codeError} required>
                  <Input inputMode="numeric" value={callingCode} onChange={(e) => setCallingCode(e.target.value.replace(/\D/g, '').slice(0, 4))} />
                </FormField>
              </Box>
              <Box flex="1" minW="48">
                <FormField label={t('manageUser.mobile')} error={mobileError} required>
                  <Input inputMode="numeric" value={mobile} onChange={(e) => setMobile(e.target.value.replace(/\D/g, '').slice(0, 15))} />
                </FormField>
              </Box>
              <Button type="submit" loading={searching} colorPalette="brand">{t('manageUser.search')}</Button>
            </HStack>
          </chakra.form>
        </Card.Body>
      </Card.Root>

      {notFound && <EmptyState message={t('manageUser.notFound')} />}
      {user && (
        <Card.Root data-testid="user-card">
          <Card.Body>
            <Stack gap="3">
              <Heading size="md" textAlign="start">{user.fullName}</Heading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
                <Text textAlign="start">{t('manageUser.mobile')}: <bdi>+{user.callingCode} {user.mobile}</bdi></Text>
                <Text textAlign="start">{t('manageUser.email')}: {user.email ?? '—'}</Text>
                <Text textAlign="start">{t('manageUser.role')}: {roles.find((r) => r.id === user.roleId)?.text ?? user.roleName}</Text>
                <Text textAlign="start" data-testid="logins-today">{t('manageUser.loginsToday')}: {user.counters.loginsToday}</Text>
                <Text textAlign="start" data-testid="failed-attempts">{t('manageUser.failedAttempts')}: {user.counters.failedAttempts}</Text>
              </SimpleGrid>
              <HStack align="end" gap="3" flexWrap="wrap">
                <Box minW="48">
                  <FormField label={t('manageUser.changeRole')}>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={String(roleId)} onChange={(e) => setRoleId(Number(e.target.value))}>
                        {roles.map((r) => (
                          <option key={r.id} value={r.id}>{r.text}</option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                </Box>
                <Button disabled={roleId === user.roleId} onClick={() => setPending({ kind: 'role', roleId })}>{t('manageUser.updateRole')}</Button>
                <Button variant="outline" onClick={() => setPending({ kind: 'loginCounter' })}>{t('manageUser.resetLoginCounter')}</Button>
                <Button variant="outline" onClick={() => setPending({ kind: 'failedAttempt' })}>{t('manageUser.resetFailedAttempt')}</Button>
              </HStack>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}

      <Stack gap="2">
        <Heading size="md" textAlign="start">{t('manageUser.admins')}</Heading>
        <TableScroll label={t('manageUser.admins')}>
          <Table.Root size="sm" data-testid="admin-list">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader textAlign="start">{t('manageUser.name')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="start">{t('manageUser.mobile')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="start">{t('manageUser.email')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="start">{t('manageUser.role')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {admins.items.map((a) => (
                <Table.Row key={a.id}>
                  <Table.Cell textAlign="start">{a.fullName}</Table.Cell>
                  <Table.Cell textAlign="start"><bdi>+{a.callingCode} {a.mobile}</bdi></Table.Cell>
                  <Table.Cell textAlign="start">{a.email ?? '—'}</Table.Cell>
                  <Table.Cell textAlign="start">{roles.find((r) => r.id === a.roleId)?.text ?? a.roleName}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
        {admins.failed && <ErrorPanel onRetry={() => void admins.loadMore()} />}
        {admins.loading && <Spinner alignSelf="center" />}
        {!admins.done && <div ref={admins.sentinelRef} style={{ height: 1 }} />}
      </Stack>

      <ConfirmDialog
        open={pending !== null}
        busy={busy}
        title={pending ? t(`manageUser.confirm.${pending.kind}`) : ''}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
