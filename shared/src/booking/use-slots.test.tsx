import { useReducer, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { setupFakeApi, loggedInSession, ok, renderWithProviders, screen, fireEvent, testQueryClient, waitFor, type Call } from '@portal/shared/testing';
import { useBookingAttempt, type Slot, type SlotDoctor } from './booking.api';
import { bookingReducer, initialBooking } from './booking-state';
import { useSlots } from './use-slots';

const api = setupFakeApi();

const DAY = '2026-12-01';
const slot = (startTime: string): Slot => ({ text: startTime, startTime, endTime: startTime, date: DAY, department: 'CARD', physicianNo: 'P1', physicianLicense: 'L1', slNo: 1 });
const doctor = (department: string): SlotDoctor => ({ physician_number: 'P1', physician_code: 'L1', department_code: department, facilityCode: 'BU10' });

/** A page's use of the two hooks: the day's slots, and a booking of the first one. */
function Booking({ department }: { department: string }) {
  const [state, dispatch] = useReducer(bookingReducer, undefined, () => initialBooking(DAY));
  const slots = useSlots(doctor(department), state.date);
  const send = useBookingAttempt({ changes: ['appointments'] });
  const first = slots.data?.morningSlots[0];
  return (
    <div>
      <p data-testid="slots">{slots.loading ? 'loading' : slots.callMessage ?? (slots.data?.morningSlots.map((s) => s.startTime).join(',') || 'none')}</p>
      <p data-testid="step">{state.step}</p>
      <button type="button" disabled={!first} onClick={() => first && dispatch({ type: 'slot', slot: first })}>
        choose
      </button>
      <button type="button" onClick={() => dispatch({ type: 'ask', key: 'k1' })}>
        ask
      </button>
      <button type="button" onClick={() => void send(state, dispatch, () => Promise.reject(Object.assign(new Error('Slot taken'), { status: 409 })))}>
        send
      </button>
    </div>
  );
}

test("a department the call centre books says to call and asks for no slots", async () => {
  const slotCalls: Call[] = [];
  api.answer((c) => {
    if (c.path.endsWith('/masterdata/getdepartmentcodes')) return ok([{ id: 1, code: 'IVF', text: 'IVF' }]);
    if (c.path.endsWith('/appointment/timeslots')) {
      slotCalls.push(c);
      return ok({ status: 'Success', morningSlots: [slot('09:00')], afternoonSlots: [], eveningSlots: [], futureDates: [], message: [] });
    }
    return undefined;
  });
  renderWithProviders(<Booking department="IVF" />, { session: loggedInSession() });
  await waitFor(() => expect(screen.getByTestId('slots')).toHaveTextContent('Please call on +971-80055 for booking an appointment.'));
  expect(slotCalls).toHaveLength(0);
});

test('a refused booking asks the day’s slots again: the slot may be gone', async () => {
  let free = ['09:00', '09:30'];
  api.answer((c) => {
    if (c.path.endsWith('/masterdata/getdepartmentcodes')) return ok([]);
    if (c.path.endsWith('/appointment/timeslots')) {
      return ok({ status: 'Success', morningSlots: free.map(slot), afternoonSlots: [], eveningSlots: [], futureDates: [], message: [] });
    }
    return undefined;
  });
  renderWithProviders(<Booking department="CARD" />, { session: loggedInSession() });
  await waitFor(() => expect(screen.getByTestId('slots')).toHaveTextContent('09:00,09:30'));
  fireEvent.click(screen.getByRole('button', { name: 'choose' }));
  fireEvent.click(screen.getByRole('button', { name: 'ask' }));
  expect(screen.getByTestId('step')).toHaveTextContent('confirm');
  free = ['09:30'];
  fireEvent.click(screen.getByRole('button', { name: 'send' }));
  await waitFor(() => expect(screen.getByTestId('step')).toHaveTextContent('choose'));
  await waitFor(() => expect(screen.getByTestId('slots')).toHaveTextContent(/^09:30$/));
});

test('a booking asks the slots and the remote’s own lists again; an attempt with no answer asks neither', async () => {
  const client = testQueryClient();
  const day = ['slots', 'ONLINE', 'BU10', 'CARD', 'P1', 'L1', DAY];
  client.setQueryData(day, {});
  client.setQueryData(['appointments', 'lists'], {});
  client.setQueryData(['telecare'], {});
  const { result } = renderHook(() => useBookingAttempt({ changes: ['appointments'] }), {
    wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  });
  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  const confirm = bookingReducer(bookingReducer(initialBooking(DAY), { type: 'slot', slot: slot('09:00') }), { type: 'ask', key: 'k1' });

  expect(await result.current(confirm, () => undefined, () => Promise.reject(Object.assign(new Error('Network Error!'), { status: 0 })))).toBe('unreachable');
  expect([invalidated(day), invalidated(['appointments', 'lists'])]).toEqual([false, false]);
  expect(await result.current(confirm, () => undefined, () => Promise.resolve({ appointmentRefNo: 'A1' }))).toBe('booked');
  expect([invalidated(day), invalidated(['appointments', 'lists']), invalidated(['telecare'])]).toEqual([true, true, false]);
});
