/**
 * `@portal/shared/booking` — what regular booking (mfe-appointments) and teleconsultation (mfe-telecare) have
 * in common: the slot, book and reschedule calls, the booking state machine (a slot before Confirm, one
 * idempotency key per confirmed attempt), the patient selector's rules, the family list, the slot lists and
 * their picker, the success dialog, the confirm bar a phone keeps at the bottom of the screen, the reschedule page and the booking error text.
 */
export {
  getTimeSlots,
  bookAppointment,
  rescheduleAppointment,
  getDepartmentCodes,
  newIdempotencyKey,
} from './booking.api';
export type { Slot, TimeSlots, SlotDoctor, ScheduleType, BookInput, RescheduleInput } from './booking.api';
export { bookingReducer, canConfirm, initialBooking, isUnreachableError } from './booking-state';
export type { BookingState, BookingAction } from './booking-state';
export { useBookingAttempt } from './booking.api';
export type { BookingAttemptOptions } from './booking.api';
export type { Attempt, AttemptOutcome } from './send-attempt';
export { patientOptions } from './patients';
export type { PatientOption } from './patients';
export { useFamilyMembers } from '@portal/shared/family';
export { useSlots } from './use-slots';
export type { SlotsState } from './use-slots';
export { SlotPicker, SlotGroups } from './slot-picker';
export type { SlotPickerProps, SlotGroupsProps } from './slot-picker';
export { SuccessDialog } from './success-dialog';
export { ConfirmBar, useTimingText, useTwoColumns } from './confirm-bar';
export type { ConfirmBarProps } from './confirm-bar';
export { ReschedulePage } from './reschedule-page';
export type { ReschedulePageProps, RescheduleTarget } from './reschedule-page';
export type { SuccessDialogProps } from './success-dialog';
export { bookingErrorText } from './booking-errors';
