import { useReducer, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { Box, Button, ConfirmDialog, EmptyState, Grid, Heading, PageHeader, Stack, Text } from '@portal/shared/ui';
import { bookingReducer, canConfirm, initialBooking } from './booking-state';
import { newIdempotencyKey, rescheduleAppointment, useBookingAttempt, type ScheduleType, type SlotDoctor } from './booking.api';
import { SlotPicker } from './slot-picker';
import { ConfirmBar, useTimingText, useTwoColumns } from './confirm-bar';
import { SuccessDialog } from './success-dialog';
import { useSlots } from './use-slots';

/** The booked appointment a patient moves: when it is, who sees whom where, and what the move call names. */
export interface RescheduleTarget {
  appointmentId: number;
  appointmentRefNo: string;
  apptDate: string;
  apptTime: string;
  facilityId: string;
  department: string;
  physicianNo: string;
  physicianLicense: string;
  patientId: string;
  mobileNo: string;
}

export interface ReschedulePageProps {
  /**
   * The remote's translation namespace. Its `reschedule` group names the page: title, newTime, current, confirm,
   * question, success, successBody ({{date}}, {{time}}), missing (no appointment in the navigation state) and
   * list (the button back to the list).
   */
  ns: string;
  /** The appointment from the navigation state; null shows the way back to the list. */
  appointment: RescheduleTarget | null;
  patientName: string;
  /** ONLINE: a visit at the hospital; TELEMED: a video consultation (its slots, its channel). */
  scheduleType: ScheduleType;
  /** Today on the hospital's clock: the first day offered when the appointment's own date has passed. */
  today: string;
  /** The doctor, above the slots. */
  doctor: ReactNode;
  /** The remote's server state a move changes (its appointment lists): asked again after the move. */
  changes: QueryKey;
  onBack: () => void;
  /** To the appointment list: from the missing-appointment notice and after the success dialog. */
  onList: () => void;
}

/**
 * Rescheduling an appointment or a teleconsultation (docs/product.md#booking-managing): the current booking, the date with previous
 * and next day (never before today), the slots by period and the next available dates, the patient and the
 * chosen time, 'Are you sure, you want to reschedule this appointment?', then the success dialog.
 */
export function ReschedulePage({ ns, appointment: a, patientName, scheduleType, today, doctor, changes, onBack, onList }: ReschedulePageProps) {
  const { t } = useTranslation(ns);
  const { t: tb } = useTranslation('booking');
  const lang = useSession((s) => s.lang);
  const at = useTimingText();
  const [state, dispatch] = useReducer(bookingReducer, undefined, () => initialBooking(a && a.apptDate >= today ? a.apptDate : today));
  const slotDoctor: SlotDoctor | null = a ? { physician_number: a.physicianNo, physician_code: a.physicianLicense, department_code: a.department, facilityCode: a.facilityId } : null;
  const slots = useSlots(slotDoctor, state.date, scheduleType);
  const sendAttempt = useBookingAttempt({ changes });
  const wide = useTwoColumns();

  if (!a) {
    return (
      <Box>
        <PageHeader title={t('reschedule.title')} />
        <EmptyState message={t('reschedule.missing')} icon="calendar">
          <Button onClick={onList}>{t('reschedule.list')}</Button>
        </EmptyState>
      </Box>
    );
  }

  async function submit() {
    if (!a) return;
    // 'Network Error!' keeps the confirmation open with the same slot: Yes again repeats the same move, which the
    // server answers alike when it already happened.
    await sendAttempt(state, dispatch, ({ slot }) =>
      rescheduleAppointment({
        appointmentId: a.appointmentId, facilityId: a.facilityId, slot, physicianNo: a.physicianNo, physicianLicense: a.physicianLicense,
        patientNo: a.patientId, mobileNo: a.mobileNo, scheduleType,
      }),
    );
  }

  const busy = state.step === 'submitting';
  const timing = state.slot ? at(state.slot.date, state.slot.startTime) : tb('noSlotChosen');
  const confirm = (
    <Button w="100%" disabled={!canConfirm(state)} loading={busy} onClick={() => dispatch({ type: 'ask', key: newIdempotencyKey() })} data-testid="reschedule-confirm">
      {t('reschedule.confirm')}
    </Button>
  );

  return (
    <Box>
      <PageHeader title={t('reschedule.title')} onBack={onBack} />
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
        <Stack gap="5">
          {doctor}
          <Box borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '5' }}>
            <Heading as="h2" size="md" mb="4">
              {t('reschedule.newTime')}
            </Heading>
            <SlotPicker date={state.date} onDateChange={(date) => dispatch({ type: 'date', date })} slots={slots} selected={state.slot} onSelect={(slot) => dispatch({ type: 'slot', slot })} disabled={busy} />
          </Box>
        </Stack>
        {/* Beside the slots the summary and Reschedule stay in view below the shell's header while the slots scroll. */}
        <Stack gap="4" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '5' }} position={{ lg: 'sticky' }} top={{ lg: '20' }}>
          <Box>
            <Heading as="h2" size="sm" mb="1">
              {t('reschedule.current')}
            </Heading>
            <Text data-testid="current-booking">{at(a.apptDate, a.apptTime)}</Text>
            <Text color="fg.muted" fontSize="sm">
              {tb('reference')}: <bdi>{a.appointmentRefNo}</bdi>
            </Text>
          </Box>
          <Box>
            <Heading as="h2" size="sm" mb="1">
              {tb('patient')}
            </Heading>
            <Text>{patientName}</Text>
          </Box>
          <Box>
            <Heading as="h2" size="sm" mb="1">
              {tb('chosenTiming')}
            </Heading>
            <Text data-testid="chosen-timing">{timing}</Text>
          </Box>
          {wide ? confirm : null}
        </Stack>
      </Grid>
      {/* On a phone the current booking comes after the slots and the next free dates: Reschedule stays in view at the bottom. */}
      {wide ? null : <ConfirmBar timing={timing}>{confirm}</ConfirmBar>}
      <ConfirmDialog open={state.step === 'confirm' || busy} title={t('reschedule.question')} busy={busy} onConfirm={() => void submit()} onCancel={() => dispatch({ type: 'dismiss' })} />
      <SuccessDialog
        open={state.step === 'done'}
        title={t('reschedule.success')}
        body={state.slot ? t('reschedule.successBody', { date: formatDate(state.slot.date, lang), time: formatTime(state.slot.startTime, lang) }) : ''}
        onClose={onList}
      />
    </Box>
  );
}
