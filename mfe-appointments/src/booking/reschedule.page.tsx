import { useReducer, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { todayIso } from '@portal/shared/contracts';
import { useSession } from '@portal/shared/session';
import { Box, Button, ConfirmDialog, EmptyState, Grid, Heading, PageHeader, Stack, Text } from '@portal/shared/ui';
import { useAppointmentsChanged, type Appointment } from '../appointments/appointments.api';
import { DoctorCard } from '../doctors/doctor-card';
import { SlotPicker, SuccessDialog, bookingReducer, canConfirm, initialBooking, newIdempotencyKey, rescheduleAppointment, sendBookingAttempt, useSlots, type SlotDoctor } from '@portal/shared/booking';
import { formatDate, formatTime } from '@portal/shared/i18n';

interface RescheduleState {
  item?: Appointment;
  userName?: string;
  fmId?: number;
}

/** /auth/rescheduleAppointment (state: item, userName, fmId, familyMemberList). */
export default function ReschedulePage() {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const lang = useSession((s) => s.lang);
  const { item, userName } = (useLocation().state ?? {}) as RescheduleState;
  const [state, dispatch] = useReducer(bookingReducer, undefined, () => initialBooking(item && item.apptDate >= todayIso() ? item.apptDate : todayIso()));
  const [reload, setReload] = useState(0);
  const slotDoctor: SlotDoctor | null = item
    ? { physician_number: item.physicianNo, physician_code: item.physicianLicense, department_code: item.department, facilityCode: item.facilityId }
    : null;
  const slots = useSlots(slotDoctor, state.date, reload);
  const appointmentsChanged = useAppointmentsChanged();

  if (!item) {
    return (
      <Box>
        <PageHeader title={t('reschedule.title')} />
        <EmptyState message={t('reschedule.missing')} icon="calendar">
          <Button onClick={() => navigate('/auth/appointments')}>{t('appointments.title')}</Button>
        </EmptyState>
      </Box>
    );
  }

  async function submit() {
    if (!item) return;
    // 'Network Error!' keeps the confirmation open with the same slot: Yes again repeats the same move, which the
    // server answers alike when it already happened.
    const outcome = await sendBookingAttempt(state, dispatch, ({ slot }) =>
      rescheduleAppointment({
        appointmentId: item.appointmentId, facilityId: item.facilityId, slot, physicianNo: item.physicianNo, physicianLicense: item.physicianLicense,
        patientNo: item.patientId, mobileNo: item.mobileNo,
      }),
    );
    if (outcome === 'failed') setReload((n) => n + 1);
    else if (outcome === 'booked') appointmentsChanged();
  }

  const busy = state.step === 'submitting';
  const doctorCard = item.doctor ?? { id: item.doctorId ?? 0, name: item.physicianName, image: item.image, specialty: item.specialty, experience: item.experience, location: item.location, appointment_message: '' };

  return (
    <Box>
      <PageHeader title={t('reschedule.title')} onBack={() => navigate(-1)} />
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
        <Stack gap="5">
          <DoctorCard doctor={{ ...doctorCard, location: item.location }} headerOnly headingAs="h2" />
          <Box borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '5' }}>
            <Heading as="h2" size="md" mb="4">
              {t('reschedule.newTime')}
            </Heading>
            <SlotPicker date={state.date} onDateChange={(date) => dispatch({ type: 'date', date })} slots={slots} selected={state.slot} onSelect={(slot) => dispatch({ type: 'slot', slot })} disabled={busy} />
          </Box>
        </Stack>
        <Stack gap="4" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '5' }}>
          <Box>
            <Heading as="h2" size="sm" mb="1">
              {t('reschedule.current')}
            </Heading>
            <Text data-testid="current-booking">{t('common.at', { date: formatDate(item.apptDate, lang), time: formatTime(item.apptTime, lang) })}</Text>
            <Text color="fg.muted" fontSize="sm">
              {t('appointments.reference')}: {item.appointmentRefNo}
            </Text>
          </Box>
          <Box>
            <Heading as="h2" size="sm" mb="1">
              {t('book.patient')}
            </Heading>
            <Text>{item.patientName || userName}</Text>
          </Box>
          <Box>
            <Heading as="h2" size="sm" mb="1">
              {t('book.chosenTiming')}
            </Heading>
            <Text data-testid="chosen-timing">
              {state.slot ? t('common.at', { date: formatDate(state.slot.date, lang), time: formatTime(state.slot.startTime, lang) }) : t('book.noSlotChosen')}
            </Text>
          </Box>
          <Button disabled={!canConfirm(state)} loading={busy} onClick={() => dispatch({ type: 'ask', key: newIdempotencyKey() })}>
            {t('reschedule.confirm')}
          </Button>
        </Stack>
      </Grid>
      <ConfirmDialog open={state.step === 'confirm' || busy} title={t('reschedule.question')} busy={busy} onConfirm={() => void submit()} onCancel={() => dispatch({ type: 'dismiss' })} />
      <SuccessDialog
        open={state.step === 'done'}
        title={t('reschedule.success')}
        body={state.slot ? t('reschedule.successBody', { date: formatDate(state.slot.date, lang), time: formatTime(state.slot.startTime, lang) }) : ''}
        onClose={() => navigate('/auth/appointments')}
      />
    </Box>
  );
}
