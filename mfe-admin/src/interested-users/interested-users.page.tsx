import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../table-scroll/data-table';
import { EXPORT_NAMES } from '@portal/shared/contracts';
import { Button, Card, Heading, HStack, PageHeader, QueryState, Stack, Table, VisuallyHidden } from '@portal/shared/ui';
import { ExportButton } from '../exports/export-button';
import { ActivityDialog } from './activity.dialog';
import { INTERESTED_USERS_EXPORT, interestedUsersQuery, offersQuery, USERS_PAGE, type InterestedUser, type OfferSummary } from './interested-users.api';
import { StatusDialog } from './status.dialog';
import { InterestedUsersTable } from './interested-users-table';
import { numberFormat } from '@portal/shared/i18n';

/**
 * /auth/interestedusers (role 3, docs/product.md#administration-offers): the offers with how many users are interested,
 * the users of one offer (page 50), each lead's status changed with a comment (logged with its author),
 * the activity log, and the export `Interested Users - {offer}.xlsx` (pages of 500).
 */
export default function InterestedUsersPage() {
  const { t, i18n } = useTranslation('admin');
  const offers = useQuery(offersQuery(i18n.language));
  const [offerId, setOfferId] = useState<number | null>(null);
  const [editing, setEditing] = useState<InterestedUser | null>(null);
  const [viewing, setViewing] = useState<InterestedUser | null>(null);
  // The chosen offer as the page's language names it.
  const offer = offers.data?.find((o) => o.offerId === offerId) ?? null;

  return (
    <Stack gap="5">
      <PageHeader title={t('interested.title')} />
      <Card.Root>
        <Card.Body>
          <Heading as="h2" size="md" textAlign="start" mb="3">{t('interested.offers')}</Heading>
          <QueryState query={offers} isEmpty={() => false}>
            {(list) => <OffersTable offers={list} chosen={offerId} onChoose={setOfferId} />}
          </QueryState>
        </Card.Body>
      </Card.Root>
      {offer && <OfferUsers key={offer.offerId} offer={offer} onEdit={setEditing} onView={setViewing} />}
      <StatusDialog user={editing} onClose={() => setEditing(null)} />
      <ActivityDialog user={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}

function OffersTable({ offers, chosen, onChoose }: { offers: OfferSummary[]; chosen: number | null; onChoose: (offerId: number) => void }) {
  const { t, i18n } = useTranslation('admin');
  const num = numberFormat(i18n.language === 'ar' ? 'ar-AE' : 'en-US');
  return (
    <DataTable
      label={t('interested.offers')}
      testId="offers"
      columns={[
        { key: 'offer', header: t('interested.offer') },
        { key: 'userCount', header: t('interested.userCount'), align: 'end' },
        { key: 'actions', header: <VisuallyHidden>{t('interested.actions')}</VisuallyHidden>, align: 'end' },
      ]}
    >
      {offers.map((o) => (
        <Table.Row key={o.offerId} bg={chosen === o.offerId ? 'brand.subtle' : undefined}>
          <Table.Cell textAlign="start">{o.title}</Table.Cell>
          <Table.Cell textAlign="end">{num.format(o.userCount)}</Table.Cell>
          <Table.Cell textAlign="end">
            <Button size="xs" variant={chosen === o.offerId ? 'solid' : 'outline'} aria-pressed={chosen === o.offerId} onClick={() => onChoose(o.offerId)} aria-label={t('interested.viewUsersOf', { offer: o.title })}>
              {t('interested.viewUsers')}
            </Button>
          </Table.Cell>
        </Table.Row>
      ))}
    </DataTable>
  );
}

/** The users of one offer, 50 a page, with the export. */
function OfferUsers({ offer, onEdit, onView }: { offer: OfferSummary; onEdit: (u: InterestedUser) => void; onView: (u: InterestedUser) => void }) {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(0);
  const users = useQuery(interestedUsersQuery(offer.offerId, page * USERS_PAGE, i18n.language));
  return (
    <Card.Root data-testid="interested-users">
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" align="start" flexWrap="wrap" gap="3">
            <Heading as="h2" size="md" textAlign="start">{t('interested.usersOf', { offer: offer.title })}</Heading>
            <ExportButton
              label={t('interested.export')}
              path={INTERESTED_USERS_EXPORT}
              params={{ offerId: offer.offerId, lang: i18n.language === 'ar' ? 'ar' : 'en' }}
              fileName={EXPORT_NAMES.interestedUsers(offer.title)}
              expected={users.data?.total}
              disabled={!users.data || users.data.total === 0}
              testId="export-interested"
            />
          </HStack>
          <QueryState query={users} isEmpty={(d) => d.total === 0} empty={t('interested.noUsers')}>
            {(d) => <InterestedUsersTable title={t('interested.usersOf', { offer: offer.title })} page={d} from={page * USERS_PAGE} onPage={(step) => setPage((p) => p + step)} onEdit={onEdit} onView={onView} />}
          </QueryState>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
