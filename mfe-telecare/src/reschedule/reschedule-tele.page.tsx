import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { wallClock } from '@portal/shared/contracts';
import { formatDate, formatTime } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import {
  SlotPicker, SuccessDialog, bookingReducer, canConfirm, initialBooking, newIdempotencyKey, rescheduleAppointment, sendBookingAttempt, useSlots, type SlotDoctor,
} from '@portal/shared/booking';
import { Box, Button, ConfirmDialog, EmptyState, Grid, Heading, Image, PageHeader, Stack, Text } from '@portal/shared/ui';
import { teleKeys, type TeleListItem } from '../api/telecare.api';
import { LIST_ROUTE } from '../parts/constants';

interface RescheduleState {
  appointment?: TeleListItem;
  familyMemberId?: number;
  patientName?: string;
}

/**
 * /auth/rescheduleTeleAppointment (care §2): state appointment, family member id, family list and patient name.
 * The current booking, the date with previous and next day (from today), the video slots by period, the next
 * available dates ('No Available slots for next 30 days'), a confirmation, then 'Rescheduled'.
 */
export default function RescheduleTelePage() {
  const { t } = useTranslation('telecare');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lang = useSession((s) => s.lang);
  const { appointment: item, familyMemberId = 0, patientName } = (useLocation().state ?? {}) as RescheduleState;
  const a = item?.appointment;
  const today = wallClock(a?.timeZone ?? 'Asia/Dubai').date;
  const [state, dispatch] = useReducer(bookingReducer, undefined, () => initialBooking(a && a.apptDate >= today ? a.apptDate : today, familyMemberId));
  const [reload, setReload] = useState(0);
  const slotDoctor: SlotDoctor | null = a ? { physician_number: a.physicianNo, physician_code: a.physicianLicense, department_code: a.department, facilityCode: a.facilityId } : null;
  const slots = useSlots(slotDoctor, state.date, reload, 'TELEMED');

  if (!item || !a) {
    return (
      <Box>
        <PageHeader title={t('reschedule.title')} />
        <EmptyState message={t('reschedule.missing')} icon="calendar">
          <Button onClick={() => navigate(LIST_ROUTE)}>{t('common.myTeleconsultations')}</Button>
        </EmptyState>
      </Box>
    );
  }

  async function submit() {
    if (!a) return;
    // 'Network Error!' keeps the confirmation open with the same slot: Yes again repeats the same move, which the
    // server answers alike when it already happened.
    const outcome = await sendBookingAttempt(state, dispatch, ({ slot }) =>
      rescheduleAppointment({
        appointmentId: a.appointmentId, facilityId: a.facilityId, slot, physicianNo: a.physicianNo, physicianLicense: a.physicianLicense,
        patientNo: a.patientId, mobileNo: '', scheduleType: 'TELEMED',
      }),
    );
    if (outcome === 'failed') setReload((n) => n + 1);
    else if (outcome === 'booked') void queryClient.invalidateQueries({ queryKey: teleKeys.all });
  }

  const busy = state.step === 'submitting';
  const at = (date: string, time: string) => t('common.at', { date: formatDate(date, lang), time: formatTime(time, lang) });

  return (
    <Box>
      <PageHeader title={t('reschedule.title')} onBack={() => navigate(-1)} />
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
        <Box borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '5' }}>
          <Heading as="h2" size="md" mb="4">
            {t('reschedule.newTime')}
          </Heading>
          <SlotPicker date={state.date} onDateChange={(date) => dispatch({ type: 'date', date })} slots={slots} selected={state.slot} onSelect={(slot) => dispatch({ type: 'slot', slot })} disabled={busy} />
        </Box>
        <Stack gap="4" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '5' }}>
          <Stack direction="row" gap="3" align="center">
            <Image src={item.doctorUser.image} alt="" boxSize="12" borderRadius="full" bg="bg.muted" />
            <Box>
              <Text fontWeight="semibold">{item.doctorUser.name}</Text>
              <Text fontSize="sm" color="brand.fg">
                {item.doctorUser.specialty}
              </Text>
            </Box>
          </Stack>
          <Box>
            <Heading as="h2" size="sm" mb="1">
              {t('reschedule.current')}
            </Heading>
            <Text data-testid="current-booking">{at(a.apptDate, a.apptTime)}</Text>
            <Text color="fg.muted" fontSize="sm">
              {t('list.reference')} <bdi>{a.appointmentRefNo}</bdi>
            </Text>
          </Box>
          <Box>
            <Heading as="h2" size="sm" mb="1">
              {t('wizard.patient')}
            </Heading>
            <Text>{item.consultData.patient_name || patientName}</Text>
          </Box>
          <Button disabled={!canConfirm(state)} loading={busy} onClick={() => dispatch({ type: 'ask', key: newIdempotencyKey() })} data-testid="reschedule-confirm">
            {t('reschedule.confirm')}
          </Button>
        </Stack>
      </Grid>
      <ConfirmDialog open={state.step === 'confirm' || busy} title={t('reschedule.question')} busy={busy} onConfirm={() => void submit()} onCancel={() => dispatch({ type: 'dismiss' })} />
      <SuccessDialog
        open={state.step === 'done'}
        title={t('reschedule.success')}
        body={state.slot ? t('reschedule.successBody', { date: formatDate(state.slot.date, lang), time: formatTime(state.slot.startTime, lang) }) : ''}
        onClose={() => navigate(LIST_ROUTE, { state: { fmId: familyMemberId } })}
      />
    </Box>
  );
}
