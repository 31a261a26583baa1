import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MSG } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { ErrorPanel, Heading, Spinner, Stack, Table } from '@portal/shared/ui';
import { PhoneNumber } from '@portal/shared/forms';
import { DataTable } from '../table-scroll/data-table';
import { rolesQuery } from './manage-user.api';
import { useAdminList } from './use-admin-list';

/** The administrators (docs/product.md#administration-users), loaded 50 at a time as the list scrolls. */
export function AdminList() {
  const { t, i18n } = useTranslation('admin');
  const roles = useQuery(rolesQuery(i18n.language)).data ?? [];
  const { items, list, sentinelRef } = useAdminList();
  return (
    <Stack gap="2">
      <Heading size="md" textAlign="start">{t('manageUser.admins')}</Heading>
      <DataTable label={t('manageUser.admins')} testId="admin-list" columns={(['name', 'mobile', 'email', 'role'] as const).map((c) => ({ key: c, header: t(`manageUser.${c}`) }))}>
        {items.map((a) => (
          <Table.Row key={a.id}>
            <Table.Cell textAlign="start">{a.fullName}</Table.Cell>
            <Table.Cell textAlign="start"><PhoneNumber callingCode={a.callingCode} mobile={a.mobile} /></Table.Cell>
            <Table.Cell textAlign="start">{a.email ?? '—'}</Table.Cell>
            <Table.Cell textAlign="start">{roles.find((r) => r.id === a.roleId)?.text ?? a.roleName}</Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      {list.isError && <ErrorPanel message={translateMessage(MSG.networkError)} onRetry={() => void (list.data ? list.fetchNextPage() : list.refetch())} />}
      {list.isFetching && <Spinner alignSelf="center" />}
      {list.hasNextPage && <div ref={sentinelRef} style={{ height: 1 }} />}
    </Stack>
  );
}
