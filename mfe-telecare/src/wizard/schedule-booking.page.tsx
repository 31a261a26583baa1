import { useMemo, useReducer, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MSG, TELE_PAYMENT_MODE, wallClock } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { FACILITY } from '@portal/shared/brand';
import {
  SuccessDialog, bookAppointment, newIdempotencyKey, patientOptions, useBookingAttempt, useFamilyMembers, useSlots, type SlotDoctor,
} from '@portal/shared/booking';
import { Box, Button, ConfirmDialog, Grid, PageHeader, Text } from '@portal/shared/ui';
import { teleDoctorsQuery, teleKeys, type TeleDoctor } from '../api/telecare.api';
import { TELE_TIME_ZONE, LIST_ROUTE } from '../parts/constants';
import RequestCallBackDialog from '../call-back/request-call-back.dialog';
import { StepHeader } from './step-header';
import { PatientStep } from './patient-step';
import { DoctorsStep } from './doctors-step';
import { SlotStep } from './slot-step';
import { BookingDetails } from './booking-details';
import { initialWizard, wizardReducer } from './wizard-state';

/** Re-book hands over a consulted doctor (docs/product.md#booking-managing) as navigation state `{ doctor }`. */
function doctorFromState(state: unknown): TeleDoctor | null {
  const d = (state as { doctor?: Partial<TeleDoctor> } | null)?.doctor;
  return d?.physician_number ? (d as TeleDoctor) : null;
}

/**
 * /auth/scheduleBooking (docs/product.md#teleconsultation-booking): the three-step teleconsultation wizard — patient and payment mode,
 * available doctors, slot — then the review dialog and 'Your Request has been submitted' with the reference
 * number (and the payment notice when the patient pays). The header icons go back to earlier steps.
 */
export default function ScheduleBookingPage() {
  const { t } = useTranslation('telecare');
  const navigate = useNavigate();
  const location = useLocation();
  const lang = useSession((s) => s.lang);
  const user = useSession((s) => s.user);
  const family = useFamilyMembers();
  const today = wallClock(TELE_TIME_ZONE).date;
  const [state, dispatch] = useReducer(wizardReducer, undefined, () => initialWizard(today, doctorFromState(location.state)));
  const booking = state.booking;
  const [callBack, setCallBack] = useState(false);
  const sendAttempt = useBookingAttempt({ changes: teleKeys.all });
  const patients = patientOptions(user, family);
  const patient = patients.find((p) => p.familyMemberId === booking.familyMemberId) ?? patients[0]!;

  // The hospital's own tele doctors when the chosen hospital runs the video clinic, otherwise the brand's.
  const facilityCode = user?.facilityCode?.toUpperCase() ?? '';
  const vblog = facilityCode === FACILITY.burjeelTele || facilityCode === FACILITY.llhTele ? user?.vblog : null;
  const doctors = useQuery(teleDoctorsQuery(vblog, lang));

  const slotDoctor: SlotDoctor | null = useMemo(
    () => (state.doctor ? { physician_number: state.doctor.physician_number, physician_code: state.doctor.physician_code, department_code: state.doctor.department_code, facilityCode: state.doctor.facilityCode } : null),
    [state.doctor],
  );
  const slots = useSlots(state.step === 'doctor-selection-completed' ? slotDoctor : null, booking.date, 'TELEMED');

  async function submit() {
    if (!slotDoctor) return;
    // As regular booking: 'Network Error!' keeps the review open with the same key, so Confirm again is the
    // same attempt and books one teleconsultation at most.
    await sendAttempt(booking, dispatch, (attempt) => bookAppointment({ doctor: slotDoctor, ...attempt, scheduleType: 'TELEMED', paymentMode: state.paymentMode }));
  }

  const details = (withRef: boolean) => (
    <BookingDetails refNo={withRef ? booking.refNo : null} doctorName={state.doctor?.name} patientName={patient.name} slot={booking.slot} paymentMode={state.paymentMode} lang={lang} />
  );

  return (
    <Box>
      <PageHeader
        title={t('wizard.title')}
        subtitle={t('wizard.subtitle')}
        actions={
          <Button variant="outline" onClick={() => setCallBack(true)}>
            {t('common.requestCallBack')}
          </Button>
        }
      />
      <StepHeader step={state.step} onGoto={(step) => dispatch({ type: 'goto', step })} />
      <Grid>
        {state.step === '' ? (
          <PatientStep
            patients={patients}
            family={family}
            user={user}
            familyMemberId={booking.familyMemberId}
            paymentMode={state.paymentMode}
            onPatient={(id) => dispatch({ type: 'patient', familyMemberId: id })}
            onPaymentMode={(mode) => dispatch({ type: 'paymentMode', mode })}
            onProceed={() => dispatch({ type: 'patientDone' })}
          />
        ) : state.step === 'patient-selection-completed' || !state.doctor ? (
          <DoctorsStep doctors={doctors.isPending ? null : (doctors.data ?? [])} failed={doctors.isError} onBook={(doctor) => dispatch({ type: 'doctor', doctor })} />
        ) : (
          <SlotStep
            doctor={state.doctor}
            today={today}
            date={booking.date}
            onDate={(date) => dispatch({ type: 'date', date })}
            slots={slots}
            slot={booking.slot}
            onSlot={(slot) => dispatch({ type: 'slot', slot })}
            onChangeDoctor={() => dispatch({ type: 'goto', step: 'patient-selection-completed' })}
            onProceed={() => dispatch({ type: 'ask', key: newIdempotencyKey() })}
          />
        )}
      </Grid>
      <ConfirmDialog
        open={booking.step === 'confirm' || booking.step === 'submitting'}
        title={t('wizard.reviewTitle')}
        body={details(false)}
        confirmLabel={t('wizard.confirm')}
        cancelLabel={t('wizard.cancel')}
        busy={booking.step === 'submitting'}
        onConfirm={() => void submit()}
        onCancel={() => dispatch({ type: 'dismiss' })}
      />
      <SuccessDialog
        open={booking.step === 'done'}
        title={translateMessage(MSG.requestSubmitted)}
        body={
          <>
            {details(true)}
            {state.paymentMode === TELE_PAYMENT_MODE.self ? (
              <Text fontWeight="semibold" color="orange.700" data-testid="payment-notice">
                {translateMessage(MSG.completePaymentNextPage)}
              </Text>
            ) : null}
          </>
        }
        actions={
          <Button variant="outline" onClick={() => navigate(LIST_ROUTE)} data-testid="view-appointment">
            {t('wizard.viewAppointment')}
          </Button>
        }
        onClose={() => navigate(LIST_ROUTE)}
      />
      <RequestCallBackDialog open={callBack} onClose={() => setCallBack(false)} />
    </Box>
  );
}
