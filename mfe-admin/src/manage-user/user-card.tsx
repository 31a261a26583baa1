import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Button, Card, ConfirmDialog, FormField, Heading, HStack, NativeSelect, SimpleGrid, Stack, Text, toast } from '@portal/shared/ui';
import { PhoneNumber } from '@portal/shared/forms';
import { rolesQuery, useChangeUserStatus, type SearchedUser, type UserChange, type UserSearch } from './manage-user.api';

/** The account found: its counters, its role to change, and the two resets, each after a confirmation. */
export function UserCard({ user, search }: { user: SearchedUser; search: UserSearch }) {
  const { t, i18n } = useTranslation('admin');
  const roles = useQuery(rolesQuery(i18n.language)).data ?? [];
  const [roleId, setRoleId] = useState(user.roleId);
  const [pending, setPending] = useState<UserChange | null>(null);
  const change = useChangeUserStatus(search);
  const confirm = (action: UserChange) =>
    change.mutate(
      { userId: user.id, change: action },
      { onSuccess: () => toast.success(t(`manageUser.done.${action.kind}`)), onError: () => toast.error(t('common.error')), onSettled: () => setPending(null) },
    );

  return (
    <Card.Root data-testid="user-card">
      <Card.Body>
        <Stack gap="3">
          <Heading size="md" textAlign="start">{user.fullName}</Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
            <Text textAlign="start">{t('manageUser.mobile')}: <PhoneNumber callingCode={user.callingCode} mobile={user.mobile} /></Text>
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
      <ConfirmDialog
        open={pending !== null}
        busy={change.isPending}
        title={pending ? t(`manageUser.confirm.${pending.kind}`) : ''}
        onConfirm={() => pending && confirm(pending)}
        onCancel={() => setPending(null)}
      />
    </Card.Root>
  );
}
