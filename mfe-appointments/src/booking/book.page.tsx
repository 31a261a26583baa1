import { useMemo, useReducer } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { todayIso } from '@portal/shared/contracts';
import { useSession } from '@portal/shared/session';
import { Box, Button, ConfirmDialog, EmptyState, Flex, Grid, PageHeader, Stack } from '@portal/shared/ui';
import { DoctorCard } from '../doctors/doctor-card';
import { locationsQuery, type Doctor } from '../doctors/doctors.api';
import { appointmentKeys } from '../appointments/appointments.api';
import { BookingSummary } from './booking-summary';
import {
  ConfirmBar, SlotPicker, SuccessDialog, bookAppointment, bookingReducer, canConfirm, initialBooking, newIdempotencyKey, patientOptions, useBookingAttempt, useFamilyMembers,
  useSlots, useTimingText, useTwoColumns, type SlotDoctor,
} from '@portal/shared/booking';

/** What the booking page accepts as navigation state: a doctor, or a past appointment / consulted doctor to re-book. */
export type BookableDoctor = Pick<Doctor, 'id' | 'name' | 'image' | 'specialty' | 'experience' | 'location' | 'locationId' | 'appointment_message' | 'physician_number' | 'physician_code' | 'department_code'> &
  Partial<Doctor> & { facilityCode?: string };

interface RebookItem {
  doctor?: BookableDoctor | null;
  facilityId?: string;
  physicianNo?: string;
}

/** The doctor from the navigation state of /auth/bookappointment (doctor) or /auth/bookPastAppointment (item, fmId). */
export function doctorFromState(state: unknown): { doctor: BookableDoctor | null; fmId: number } {
  const s = (state ?? {}) as { doctor?: BookableDoctor; item?: RebookItem & Partial<BookableDoctor>; fmId?: number };
  const fmId = typeof s.fmId === 'number' ? s.fmId : 0;
  if (s.doctor?.physician_number) return { doctor: s.doctor, fmId };
  if (s.item?.doctor?.physician_number) return { doctor: { ...s.item.doctor, facilityCode: s.item.doctor.facilityCode ?? s.item.facilityId }, fmId };
  if (s.item?.physician_number) return { doctor: s.item as BookableDoctor, fmId };
  if ((state as BookableDoctor | null)?.physician_number) return { doctor: state as BookableDoctor, fmId };
  return { doctor: null, fmId };
}

const ERROR_MS = { book: 5000, rebook: 3000 } as const;

export function BookPage({ variant = 'book' }: { variant?: 'book' | 'rebook' }) {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const location = useLocation();
  const lang = useSession((s) => s.lang);
  const at = useTimingText();
  const user = useSession((s) => s.user);
  const family = useFamilyMembers();
  // The two-column layout keeps the summary beside the slots.
  const wide = useTwoColumns();
  const { doctor, fmId } = useMemo(() => doctorFromState(location.state), [location.state]);
  const [state, dispatch] = useReducer(bookingReducer, undefined, () => initialBooking(todayIso(), fmId));
  const slotDoctor: SlotDoctor | null = doctor
    ? { physician_number: doctor.physician_number, physician_code: doctor.physician_code, department_code: doctor.department_code, facilityCode: doctor.facilityCode }
    : null;
  const slots = useSlots(slotDoctor, state.date);
  const patients = patientOptions(user, family);
  const patient = patients.find((p) => p.familyMemberId === state.familyMemberId) ?? patients[0]!;
  const hospital = useQuery({ ...locationsQuery(lang), enabled: doctor !== null }).data?.find((l) => l.locationId === doctor?.locationId) ?? null;
  const sendAttempt = useBookingAttempt({ changes: appointmentKeys.all, errorMs: ERROR_MS[variant] });

  if (!doctor) {
    return (
      <Box>
        <PageHeader title={t(variant === 'rebook' ? 'book.rebookTitle' : 'book.title')} />
        <EmptyState message={t('book.noDoctor')} icon="doctor">
          <Button onClick={() => navigate('/auth/findDoctor')}>{t('book.chooseDoctor')}</Button>
        </EmptyState>
      </Box>
    );
  }

  async function submit() {
    if (!slotDoctor) return;
    // 'Network Error!' keeps the confirmation open with the same attempt: Yes again cannot book twice.
    await sendAttempt(state, dispatch, (attempt) => bookAppointment({ doctor: slotDoctor, ...attempt }));
  }

  const busy = state.step === 'submitting';
  const label = variant === 'rebook' ? t('book.rebook') : t('book.confirm');
  const timing = state.slot ? at(state.slot.date, state.slot.startTime) : t('book.noSlotChosen');
  const confirm = (
    <Button w="100%" disabled={!canConfirm(state) || Boolean(patient.blocked)} loading={busy} onClick={() => dispatch({ type: 'ask', key: newIdempotencyKey() })}>
      {label}
    </Button>
  );

  return (
    <Box>
      <PageHeader title={t(variant === 'rebook' ? 'book.rebookTitle' : 'book.title')} onBack={() => navigate(-1)} />
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
        <Stack gap="5">
          <DoctorCard doctor={doctor} headerOnly headingAs="h2" />
          <Box borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '5' }}>
            <SlotPicker
              date={state.date}
              onDateChange={(date) => dispatch({ type: 'date', date })}
              slots={slots}
              selected={state.slot}
              onSelect={(slot) => dispatch({ type: 'slot', slot })}
              disabled={busy}
            />
          </Box>
        </Stack>
        <BookingSummary
          patients={patients}
          patient={patient}
          onPatient={(familyMemberId) => dispatch({ type: 'patient', familyMemberId })}
          busy={busy}
          timing={timing}
          hospital={hospital}
        >
          {wide ? <Flex>{confirm}</Flex> : null}
        </BookingSummary>
      </Grid>
      {/* On a phone the summary comes after the slots and the next free dates: Confirm stays in view at the bottom. */}
      {wide ? null : <ConfirmBar timing={timing}>{confirm}</ConfirmBar>}
      <ConfirmDialog
        open={state.step === 'confirm' || state.step === 'submitting'}
        title={t('book.question')}
        busy={busy}
        onConfirm={() => void submit()}
        onCancel={() => dispatch({ type: 'dismiss' })}
      />
      <SuccessDialog
        open={state.step === 'done'}
        title={t('book.successTitle')}
        body={t('book.successBody', { ref: state.refNo ?? '' })}
        onClose={() => navigate('/auth/appointments')}
      />
    </Box>
  );
}

export default function BookAppointmentPage() {
  return <BookPage variant="book" />;
}
