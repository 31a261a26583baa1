import { useTranslation } from 'react-i18next';
import { formatDmy, numberFormat } from '@portal/shared/i18n';
import { Badge, Button, HStack, Table, Text, VisuallyHidden } from '@portal/shared/ui';
import { PhoneNumber } from '@portal/shared/forms';
import { ActionsCell, DataTable } from '../table-scroll/data-table';
import type { InterestedUser } from './interested-users.api';

interface Props {
  title: string;
  page: { users: InterestedUser[]; total: number };
  /** The offset of the page's first row. */
  from: number;
  onPage: (step: 1 | -1) => void;
  onEdit: (u: InterestedUser) => void;
  onView: (u: InterestedUser) => void;
}

const COLUMNS = ['name', 'mobile', 'email', 'region', 'createdAt', 'status', 'comment', 'modifiedBy'] as const;

/** One page of an offer's interested users, with Previous and Next. */
export function InterestedUsersTable({ title, page, from, onPage, onEdit, onView }: Props) {
  const { t, i18n } = useTranslation('admin');
  const ar = i18n.language === 'ar';
  const num = numberFormat(ar ? 'ar-AE' : 'en-US');
  // The portal's dd/MM/yyyy (docs/product.md#everywhere-languages) in both languages.
  const date = (iso: string) => formatDmy(new Date(iso), ar ? 'ar' : 'en');
  const to = from + page.users.length;
  return (
    <>
      <DataTable
        label={title}
        testId="interested-table"
        columns={[...COLUMNS.map((c) => ({ key: c, header: t(`interested.${c}`) })), { key: 'actions', header: <VisuallyHidden>{t('interested.actions')}</VisuallyHidden>, align: 'end' as const, sticky: true }]}
      >
        {page.users.map((u) => (
          <Table.Row key={u.offerInterestId} data-testid="interested-row">
            <Table.Cell textAlign="start">{u.firstName} {u.lastName}</Table.Cell>
            {/* The one place a full number is shown: staff call a lead about the offer, so it is behind a reveal. */}
            <Table.Cell textAlign="start" whiteSpace="nowrap"><PhoneNumber callingCode={u.callingCode} mobile={u.phoneNumber} revealable /></Table.Cell>
            <Table.Cell textAlign="start">{u.email || '—'}</Table.Cell>
            <Table.Cell textAlign="start">{u.region || '—'}</Table.Cell>
            <Table.Cell textAlign="start">{date(u.createdAt)}</Table.Cell>
            <Table.Cell textAlign="start"><Badge colorPalette={u.status === 'Converted' ? 'green' : u.status === 'New' ? 'blue' : 'gray'}>{t(`interested.statuses.${u.status}`)}</Badge></Table.Cell>
            <Table.Cell textAlign="start" maxW="60" whiteSpace="normal"><bdi>{u.comment || '—'}</bdi></Table.Cell>
            <Table.Cell textAlign="start">{u.modifiedByName ? `${u.modifiedByName}${u.modifiedAt ? ` · ${date(u.modifiedAt)}` : ''}` : '—'}</Table.Cell>
            <ActionsCell>
              <HStack justify="end" gap="1">
                <Button size="xs" variant="outline" onClick={() => onEdit(u)} aria-label={t('interested.changeStatusFor', { name: `${u.firstName} ${u.lastName}` })}>{t('interested.changeStatus')}</Button>
                <Button size="xs" variant="ghost" onClick={() => onView(u)} aria-label={t('interested.activityFor', { name: `${u.firstName} ${u.lastName}` })}>{t('interested.activity')}</Button>
              </HStack>
            </ActionsCell>
          </Table.Row>
        ))}
      </DataTable>
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">{t('interested.showing', { from: num.format(from + 1), to: num.format(to), total: num.format(page.total) })}</Text>
        <HStack>
          <Button size="sm" variant="outline" disabled={from === 0} onClick={() => onPage(-1)}>{t('broadcast.previous')}</Button>
          <Button size="sm" variant="outline" disabled={to >= page.total} onClick={() => onPage(1)}>{t('broadcast.next')}</Button>
        </HStack>
      </HStack>
    </>
  );
}
