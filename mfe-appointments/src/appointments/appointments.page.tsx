import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePatientLabel } from '@portal/shared/family';
import { MSG } from '@portal/shared/contracts';
import { useSession } from '@portal/shared/session';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, ConfirmDialog, EmptyState, ErrorPanel, Flex, Icon, NativeSelect, PageHeader, SimpleGrid, Spinner, Tabs, Text, chakra, toast } from '@portal/shared/ui';
import { getLocations, type HospitalLocation } from '../doctors/doctors.api';
import { bookingErrorText, patientOptions, useFamilyMembers } from '@portal/shared/booking';
import { AppointmentCard } from './appointment-card';
import { cancelAppointment, downloadCalendarFile, getAppointments, type Appointment, type AppointmentLists } from './appointments.api';
import { HelpDialog } from './help-dialog';
import { useFilterToBeApplied } from './use-app-configuration';

/** /auth/appointments: Upcoming and Past, per patient, optionally per hospital; cancel, reschedule, re-book, .ics. */
export default function AppointmentsPage() {
  const { t } = useTranslation('appointments');
  const patientLabel = usePatientLabel(t('book.self'));
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const family = useFamilyMembers();
  const lang = useSession((s) => s.lang);
  const filterOn = useFilterToBeApplied();
  const patients = patientOptions(user, family);
  const [fmId, setFmId] = useState(0);
  const [facility, setFacility] = useState('');
  const [hospitals, setHospitals] = useState<HospitalLocation[]>([]);
  const [lists, setLists] = useState<AppointmentLists | null>(null);
  const [failed, setFailed] = useState(false);
  const [tab, setTab] = useState<'upcoming' | 'past'>('upcoming');
  const [toCancel, setToCancel] = useState<Appointment | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [help, setHelp] = useState(false);

  const load = useCallback(() => {
    setLists(null);
    setFailed(false);
    getAppointments(fmId, filterOn && facility ? facility : undefined)
      .then(setLists)
      .catch(() => setFailed(true));
  }, [fmId, facility, filterOn, lang]);
  useEffect(load, [load]);

  useEffect(() => {
    if (!filterOn) return;
    getLocations().then(setHospitals).catch(() => setHospitals([]));
  }, [filterOn, lang]);

  async function confirmCancel() {
    if (!toCancel) return;
    setCancelling(true);
    try {
      await cancelAppointment(toCancel);
      toast.success(MSG.appointmentCancelled);
      // Removed from the upcoming list on success (care §4); the history lists it as cancelled, newest first, as the server will.
      const cancelled: Appointment = { ...toCancel, appointmentStatus: 'Cancelled' };
      const newestFirst = (a: Appointment, b: Appointment) => (b.apptDate + b.apptTime).localeCompare(a.apptDate + a.apptTime);
      setLists((l) =>
        l
          ? {
              ...l,
              upcomingAppts: l.upcomingAppts.filter((a) => a.appointmentId !== toCancel.appointmentId),
              pastAppts: [cancelled, ...l.pastAppts.filter((a) => a.appointmentId !== toCancel.appointmentId)].sort(newestFirst),
            }
          : l,
      );
    } catch (err) {
      toast.error(bookingErrorText(err));
    } finally {
      setCancelling(false);
      setToCancel(null);
    }
  }

  const patientName = patients.find((p) => p.familyMemberId === fmId)?.name ?? '';
  const list = (past: boolean) => {
    if (failed) return <ErrorPanel onRetry={load} />;
    if (!lists)
      return (
        <Flex role="status" align="center" gap="2" py="8" justify="center" color="fg.muted">
          <Spinner size="sm" /> <Text>{translateMessage(MSG.loadingAppointments)}</Text>
        </Flex>
      );
    const items = past ? lists.pastAppts : lists.upcomingAppts;
    if (!items.length) return <EmptyState icon="calendar" message={translateMessage(past ? MSG.noPastAppointmentFound : MSG.noUpcomingAppointmentFound)} />;
    return (
      <SimpleGrid as="ul" listStyleType="none" p="0" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {items.map((a) => (
          <li key={a.appointmentId}>
            <AppointmentCard
              item={a}
              past={past}
              headingAs="h2"
              onCancel={() => setToCancel(a)}
              onReschedule={() => navigate('/auth/rescheduleAppointment', { state: { item: a, userName: patientName, fmId, familyMemberList: family ?? [] } })}
              onRebook={() => navigate('/auth/bookPastAppointment', { state: { item: a, fmId } })}
              onCalendar={() => downloadCalendarFile(a).catch((err) => toast.error(bookingErrorText(err)))}
            />
          </li>
        ))}
      </SimpleGrid>
    );
  };

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
      <Flex gap="4" mb="5" wrap="wrap">
        <Box w={{ base: "100%", sm: "64" }}>
          <chakra.label htmlFor="appt-patient" fontSize="sm" fontWeight="semibold" display="block" mb="1">
            {t('appointments.patient')}
          </chakra.label>
          <NativeSelect.Root>
            <NativeSelect.Field id="appt-patient" value={String(fmId)} onChange={(e) => setFmId(Number(e.target.value))}>
              {patients.map((p) => (
                <option key={p.familyMemberId} value={p.familyMemberId}>
                  {patientLabel(p)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        {filterOn ? (
          <Box w={{ base: "100%", sm: "64" }}>
            <chakra.label htmlFor="appt-hospital" fontSize="sm" fontWeight="semibold" display="block" mb="1">
              {t('appointments.hospital')}
            </chakra.label>
            <NativeSelect.Root>
              <NativeSelect.Field id="appt-hospital" value={facility} onChange={(e) => setFacility(e.target.value)}>
                <option value="">{t('appointments.allHospitals')}</option>
                {hospitals.map((h) => (
                  <option key={h.locationId} value={h.facilityCode ?? String(h.locationId)}>
                    {h.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
        ) : null}
      </Flex>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as 'upcoming' | 'past')} variant="line">
        <Tabs.List mb="4">
          <Tabs.Trigger value="upcoming">{t('appointments.upcoming')}</Tabs.Trigger>
          <Tabs.Trigger value="past">{t('appointments.past')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="upcoming">{list(false)}</Tabs.Content>
        <Tabs.Content value="past">{list(true)}</Tabs.Content>
      </Tabs.Root>
      <ConfirmDialog open={toCancel !== null} title={t('appointments.cancelQuestion')} busy={cancelling} destructive onConfirm={() => void confirmCancel()} onCancel={() => setToCancel(null)} />
      <HelpDialog open={help} onClose={() => setHelp(false)} />
    </Box>
  );
}
