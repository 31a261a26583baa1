import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MSG } from '@portal/shared/contracts';
import { useSession } from '@portal/shared/session';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, ConfirmDialog, Heading, Icon, PageHeader, QueryState, SimpleGrid, Stack, Tabs, Text, toast } from '@portal/shared/ui';
import { bookingErrorText, patientOptions, useFamilyMembers } from '@portal/shared/booking';
import { locationsQuery } from '../doctors/doctors.api';
import { AppointmentCard, displayStatus } from './appointment-card';
import { AppointmentFilters } from './appointment-filters';
import { appointmentListsQuery, downloadCalendarFile, useCancelAppointment, type Appointment, type AppointmentLists } from './appointments.api';
import { HelpDialog } from './help-dialog';
import { useFilterToBeApplied } from './use-app-configuration';

type Tab = 'upcoming' | 'past';

/** /auth/appointments: Upcoming and Past, per patient, optionally per hospital; cancel, reschedule, re-book, .ics. */
export default function AppointmentsPage() {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const family = useFamilyMembers();
  const lang = useSession((s) => s.lang);
  const filterOn = useFilterToBeApplied();
  const patients = patientOptions(useSession((s) => s.user), family);
  const [fmId, setFmId] = useState(0);
  const [facility, setFacility] = useState('');
  const [tab, setTab] = useState<Tab>('upcoming');
  const [toCancel, setToCancel] = useState<Appointment | null>(null);
  const [help, setHelp] = useState(false);
  const lists = useQuery(appointmentListsQuery(fmId, filterOn ? facility : '', lang));
  const hospitals = useQuery({ ...locationsQuery(lang), enabled: filterOn });
  const cancel = useCancelAppointment();

  const confirmCancel = (a: Appointment) =>
    cancel.mutate(a, {
      onSuccess: () => toast.success(MSG.appointmentCancelled),
      onError: (err) => toast.error(bookingErrorText(err)),
      onSettled: () => setToCancel(null),
    });
  const patientName = patients.find((p) => p.familyMemberId === fmId)?.name ?? '';

  const cards = (items: Appointment[], past: boolean, headingAs: 'h2' | 'h3') => (
    <SimpleGrid as="ul" listStyleType="none" p="0" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {items.map((a) => (
        <li key={a.appointmentId}>
          <AppointmentCard
            item={a}
            past={past}
            headingAs={headingAs}
            onCancel={() => setToCancel(a)}
            onReschedule={() => navigate('/auth/rescheduleAppointment', { state: { item: a, userName: patientName, fmId, familyMemberList: family ?? [] } })}
            onRebook={() => navigate('/auth/bookPastAppointment', { state: { item: a, fmId } })}
            onCalendar={() => downloadCalendarFile(a).catch((err) => toast.error(bookingErrorText(err)))}
          />
        </li>
      ))}
    </SimpleGrid>
  );

  const list = (past: boolean) => (
    <QueryState
      query={lists}
      loading={translateMessage(MSG.loadingAppointments)}
      isEmpty={(l: AppointmentLists) => (past ? l.pastAppts : l.upcomingAppts).length === 0}
      empty={translateMessage(past ? MSG.noPastAppointmentFound : MSG.noUpcomingAppointmentFound)}
      emptyIcon="calendar"
    >
      {(l) => (past ? <PastLists items={l.pastAppts} cards={cards} /> : cards(l.upcomingAppts, false, 'h2'))}
    </QueryState>
  );

  return (
    <Box>
      <PageHeader
        title={t('appointments.title')}
        actions={
          <Button variant="outline" size="sm" onClick={() => setHelp(true)}>
            <Icon name="help" size={16} />
            {t('appointments.help')}
          </Button>
        }
      />
      <AppointmentFilters
        patients={patients}
        familyMemberId={fmId}
        onPatient={setFmId}
        hospitals={filterOn ? (hospitals.data ?? []) : null}
        facility={facility}
        onFacility={setFacility}
      />
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} variant="line">
        <Tabs.List mb="4">
          <Tabs.Trigger value="upcoming">{t('appointments.upcoming')}</Tabs.Trigger>
          <Tabs.Trigger value="past">{t('appointments.past')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="upcoming">{list(false)}</Tabs.Content>
        <Tabs.Content value="past">{list(true)}</Tabs.Content>
      </Tabs.Root>
      <ConfirmDialog
        open={toCancel !== null}
        title={t('appointments.cancelQuestion')}
        busy={cancel.isPending}
        destructive
        onConfirm={() => toCancel && confirmCancel(toCancel)}
        onCancel={() => setToCancel(null)}
      />
      <HelpDialog open={help} onClose={() => setHelp(false)} />
    </Box>
  );
}

/**
 * The Past tab: the visits (Visited, Not Visited) and, apart under their own heading, the cancelled bookings, which
 * the hospital lists with the past ones (a cancelled appointment leaves the upcoming list, docs/product.md#booking-managing) but which are no
 * visit: a booking cancelled for next week is not mixed with last month's consultations. A cancelled booking keeps
 * the list's re-book action, as Book again.
 */
function PastLists({ items, cards }: { items: Appointment[]; cards: (items: Appointment[], past: boolean, headingAs: 'h2' | 'h3') => ReactNode }) {
  const { t } = useTranslation('appointments');
  const cancelled = items.filter((a) => displayStatus(a.appointmentStatus) === 'Cancelled');
  const visits = items.filter((a) => displayStatus(a.appointmentStatus) !== 'Cancelled');
  if (cancelled.length === 0) return cards(visits, true, 'h2');
  return (
    <Stack gap="6">
      {visits.length > 0 ? (
        <Box as="section" aria-labelledby="past-visits-heading">
          <Heading as="h2" size="md" id="past-visits-heading" mb="3">
            {t('appointments.pastVisits')}
          </Heading>
          {cards(visits, true, 'h3')}
        </Box>
      ) : (
        <Text color="fg.muted">{translateMessage(MSG.noPastAppointmentFound)}</Text>
      )}
      <Box as="section" aria-labelledby="cancelled-heading" data-testid="cancelled-appointments">
        <Heading as="h2" size="md" id="cancelled-heading" mb="3">
          {t('appointments.cancelledTitle')}
        </Heading>
        {cards(cancelled, true, 'h3')}
      </Box>
    </Stack>
  );
}
