import { createRef, useImperativeHandle, useLayoutEffect, useState, type Ref } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import type { Slot, TimeSlots } from './booking.api';
import type { SlotsState } from './use-slots';
import { SlotGroups } from './slot-picker';

const slot = (date: string, startTime: string): Slot => ({
  text: startTime,
  startTime,
  endTime: startTime,
  date,
  department: 'GP',
  physicianNo: 'D1',
  physicianLicense: 'L1',
  slNo: 1,
});
const day = (date: string, morning: string[], evening: string[]): TimeSlots => ({
  status: 'Success',
  morningSlots: morning.map((t) => slot(date, t)),
  afternoonSlots: [],
  eveningSlots: evening.map((t) => slot(date, t)),
  futureDates: [],
  message: [],
});
const state = (data: TimeSlots | null): SlotsState => ({ loading: false, data, callMessage: null, failed: false });

/** Every commit's open group, read from the page: what a person (or a test) sees between two renders. */
const seen: Array<string | null> = [];
function Spy() {
  useLayoutEffect(() => {
    seen.push(document.querySelector('[data-group][aria-expanded="true"]')?.getAttribute('data-group') ?? null);
  });
  return null;
}

/** Shows a first day's slots; the test shows another day through `ref.current.show`. */
function Harness({ first, ref }: { first: TimeSlots; ref: Ref<{ show: (d: TimeSlots) => void }> }) {
  const [data, setData] = useState(first);
  useImperativeHandle(ref, () => ({ show: setData }), []);
  return (
    <>
      <SlotGroups slots={state(data)} selected={null} onSelect={() => undefined} collapsible />
      <Spy />
    </>
  );
}

beforeEach(() => {
  seen.length = 0;
});

test('collapsible groups: a new day shows its first group with slots open in the very render that shows its slots', async () => {
  const harness = createRef<{ show: (d: TimeSlots) => void }>();
  renderWithProviders(<Harness ref={harness} first={day('2026-12-01', ['09:00'], ['19:00'])} />);
  await act(async () => undefined); // the icons' shapes
  expect(seen[0]).toBe('morningSlots');
  seen.length = 0;
  act(() => harness.current!.show(day('2026-12-02', [], ['20:00', '20:10'])));
  // Never a commit with the new day's slots and no group (or the old one) open.
  expect(seen).toEqual(['eveningSlots']);
  expect(screen.getByRole('button', { name: /Evening/ })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('8:10 pm')).toBeVisible();
});

test('collapsible groups: a heading toggles its group, one open at a time', async () => {
  renderWithProviders(<Harness ref={createRef()} first={day('2026-12-01', ['09:00'], ['19:00'])} />);
  await act(async () => undefined); // the icons' shapes
  const evening = screen.getByRole('button', { name: /Evening/ });
  fireEvent.click(evening);
  expect(evening).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: /Morning/ })).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(evening);
  expect(evening).toHaveAttribute('aria-expanded', 'false');
});
