import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../table-scroll/table-scroll';
import { EXPORT_NAMES } from '@portal/shared/contracts';
import { Badge, Button, Card, EmptyState, ErrorPanel, Heading, HStack, PageHeader, Skeleton, Stack, Table, Text, VisuallyHidden } from '@portal/shared/ui';
import { ExportButton } from '../exports/export-button';
import { ActivityDialog } from './activity.dialog';
import { getInterestedUsers, getOffers, INTERESTED_USERS_EXPORT, USERS_PAGE, type InterestedUser, type OfferSummary } from './interested-users.api';
import { StatusDialog } from './status.dialog';
import { formatDmy, numberFormat } from '@portal/shared/i18n';

/**
 * /auth/interestedusers (role 3, account §2, §3, §4): the offers with how many users are interested,
 * the users of one offer (page 50), each lead's status changed with a comment (logged with its author),
 * the activity log, and the export `Interested Users - {offer}.xlsx` (pages of 500).
 */
export default function InterestedUsersPage() {
  const { t, i18n } = useTranslation('admin');
  const [offers, setOffers] = useState<OfferSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [offer, setOffer] = useState<OfferSummary | null>(null);
  const [page, setPage] = useState(0);
  const [users, setUsers] = useState<{ users: InterestedUser[]; total: number } | null>(null);
  const [usersFailed, setUsersFailed] = useState(false);
  const [editing, setEditing] = useState<InterestedUser | null>(null);
  const [viewing, setViewing] = useState<InterestedUser | null>(null);
  const ar = i18n.language === 'ar';
  const num = numberFormat(ar ? 'ar-AE' : 'en-US');
  // The spec's dd/MM/yyyy (account §9) in both languages.
  const date = { format: (d: Date) => formatDmy(d, ar ? 'ar' : 'en') };

  const loadOffers = useCallback(() => {
    setFailed(false);
    getOffers(i18n.language).then(
      (list) => {
        setOffers(list);
        setOffer((cur) => (cur ? (list.find((o) => o.offerId === cur.offerId) ?? null) : null));
      },
      () => setFailed(true),
    );
  }, [i18n.language]);
  useEffect(loadOffers, [loadOffers]);

  const loadUsers = useCallback(() => {
    if (!offer) return;
    setUsersFailed(false);
    setUsers(null);
    getInterestedUsers(offer.offerId, page * USERS_PAGE).then(setUsers, () => setUsersFailed(true));
  }, [offer, page]);
  useEffect(loadUsers, [loadUsers]);

  const choose = (o: OfferSummary) => {
    setOffer(o);
    setPage(0);
  };

  const from = page * USERS_PAGE + 1;
  const to = page * USERS_PAGE + (users?.users.length ?? 0);

  return (
    <Stack gap="5">
      <PageHeader title={t('interested.title')} />
      {failed ? (
        <ErrorPanel onRetry={loadOffers} />
      ) : (
        <Card.Root>
          <Card.Body>
            <Heading as="h2" size="md" textAlign="start" mb="3">{t('interested.offers')}</Heading>
            {!offers ? (
              <Skeleton height="32" />
            ) : (
              <TableScroll label={t('interested.offers')}>
                <Table.Root size="sm" data-testid="offers">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader textAlign="start">{t('interested.offer')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t('interested.userCount')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end"><VisuallyHidden>{t('interested.actions')}</VisuallyHidden></Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {offers.map((o) => (
                      <Table.Row key={o.offerId} bg={offer?.offerId === o.offerId ? 'brand.subtle' : undefined}>
                        <Table.Cell textAlign="start">{o.title}</Table.Cell>
                        <Table.Cell textAlign="end">{num.format(o.userCount)}</Table.Cell>
                        <Table.Cell textAlign="end">
                          <Button size="xs" variant={offer?.offerId === o.offerId ? 'solid' : 'outline'} aria-pressed={offer?.offerId === o.offerId} onClick={() => choose(o)} aria-label={t('interested.viewUsersOf', { offer: o.title })}>
                            {t('interested.viewUsers')}
                          </Button>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </TableScroll>
            )}
          </Card.Body>
        </Card.Root>
      )}

      {offer && (
        <Card.Root data-testid="interested-users">
          <Card.Body>
            <Stack gap="3">
              <HStack justify="space-between" align="start" flexWrap="wrap" gap="3">
                <Heading as="h2" size="md" textAlign="start">{t('interested.usersOf', { offer: offer.title })}</Heading>
                <ExportButton
                  label={t('interested.export')}
                  path={INTERESTED_USERS_EXPORT}
                  params={{ offerId: offer.offerId, lang: ar ? 'ar' : 'en' }}
                  fileName={EXPORT_NAMES.interestedUsers(offer.title)}
                  expected={users?.total}
                  disabled={!users || users.total === 0}
                  testId="export-interested"
                />
              </HStack>
              {usersFailed && <ErrorPanel onRetry={loadUsers} />}
              {!users && !usersFailed && <Skeleton height="40" />}
              {users && users.total === 0 && <EmptyState message={t('interested.noUsers')} />}
              {users && users.total > 0 && (
                <>
                  <TableScroll label={t('interested.usersOf', { offer: offer.title })}>
                    <Table.Root size="sm" data-testid="interested-table">
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeader textAlign="start">{t('interested.name')}</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="start">{t('interested.mobile')}</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="start">{t('interested.email')}</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="start">{t('interested.region')}</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="start">{t('interested.createdAt')}</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="start">{t('interested.status')}</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="start">{t('interested.comment')}</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="start">{t('interested.modifiedBy')}</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end"><VisuallyHidden>{t('interested.actions')}</VisuallyHidden></Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {users.users.map((u) => (
                          <Table.Row key={u.offerInterestId} data-testid="interested-row">
                            <Table.Cell textAlign="start">{u.firstName} {u.lastName}</Table.Cell>
                            <Table.Cell textAlign="start" whiteSpace="nowrap"><bdi>+{u.callingCode} {u.phoneNumber}</bdi></Table.Cell>
                            <Table.Cell textAlign="start">{u.email || '—'}</Table.Cell>
                            <Table.Cell textAlign="start">{u.region || '—'}</Table.Cell>
                            <Table.Cell textAlign="start">{date.format(new Date(u.createdAt))}</Table.Cell>
                            <Table.Cell textAlign="start"><Badge colorPalette={u.status === 'Converted' ? 'green' : u.status === 'New' ? 'blue' : 'gray'}>{t(`interested.statuses.${u.status}`)}</Badge></Table.Cell>
                            <Table.Cell textAlign="start" maxW="60" whiteSpace="normal"><bdi>{u.comment || '—'}</bdi></Table.Cell>
                            <Table.Cell textAlign="start">{u.modifiedByName ? `${u.modifiedByName}${u.modifiedAt ? ` · ${date.format(new Date(u.modifiedAt))}` : ''}` : '—'}</Table.Cell>
                            <Table.Cell textAlign="end">
                              <HStack justify="end" gap="1">
                                <Button size="xs" variant="outline" onClick={() => setEditing(u)} aria-label={t('interested.changeStatusFor', { name: `${u.firstName} ${u.lastName}` })}>{t('interested.changeStatus')}</Button>
                                <Button size="xs" variant="ghost" onClick={() => setViewing(u)} aria-label={t('interested.activityFor', { name: `${u.firstName} ${u.lastName}` })}>{t('interested.activity')}</Button>
                              </HStack>
                            </Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  </TableScroll>
                  <HStack justify="space-between" flexWrap="wrap" gap="2">
                    <Text fontSize="sm" color="fg.muted" aria-live="polite">{t('interested.showing', { from: num.format(from), to: num.format(to), total: num.format(users.total) })}</Text>
                    <HStack>
                      <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>{t('broadcast.previous')}</Button>
                      <Button size="sm" variant="outline" disabled={to >= users.total} onClick={() => setPage((p) => p + 1)}>{t('broadcast.next')}</Button>
                    </HStack>
                  </HStack>
                </>
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}

      <StatusDialog
        user={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          setUsers((cur) => (cur ? { ...cur, users: cur.users.map((u) => (u.offerInterestId === saved.offerInterestId ? saved : u)) } : cur));
        }}
      />
      <ActivityDialog user={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
