import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { loadLanguage } from '@portal/shared/i18n';
import { renderWithProviders, screen, waitFor } from '@portal/shared/testing';
import { DateField } from './date-field';

function Harness({ first, seen }: { first: string; seen: string[] }) {
  const [value, setValue] = useState(first);
  return <DateField id="appt-date" label="Date" value={value} min="2026-11-20" onChange={(v) => (seen.push(v), setValue(v))} />;
}

const shown = async () => {
  const control = await screen.findByTestId('appt-date-control', {}, { timeout: 10_000 });
  await waitFor(() => expect(control.querySelectorAll('[data-part="segment"]').length).toBeGreaterThan(2));
  return control.textContent!.replace(/[\u200e\u200f\u061c]/g, '');
};

test.each(['en', 'ar'] as const)('the date reads dd/mm/yyyy with Latin digits in %s, whatever the browser’s language', async (lang) => {
  if (lang === 'ar') await loadLanguage('ar');
  renderWithProviders(<Harness first="2026-11-29" seen={[]} />, { lang });
  expect(await shown()).toBe('29/11/2026');
});

test('typing a day changes the date; the field is named by its label', async () => {
  const seen: string[] = [];
  renderWithProviders(<Harness first="2026-11-29" seen={seen} />);
  await shown();
  const day = screen.getAllByRole('spinbutton')[0]!;
  expect(screen.getByRole('group', { name: 'Date' })).toContainElement(day);
  const user = userEvent.setup();
  await user.click(day);
  await user.keyboard('{ArrowUp}');
  await waitFor(() => expect(seen.at(-1)).toBe('2026-11-30'));
  expect(await shown()).toBe('30/11/2026');
});

test.each([
  ['en', 'That day has passed. Please choose 20/11/2026 or a later date.'],
  ['ar', 'هذا اليوم قد مضى. يرجى اختيار 20/11/2026 أو تاريخ لاحق.'],
] as const)('a day before the first one that can be chosen is not taken, and the field says why (%s)', async (lang, message) => {
  if (lang === 'ar') await loadLanguage('ar');
  const seen: string[] = [];
  renderWithProviders(<Harness first="2026-11-29" seen={seen} />, { lang });
  await shown();
  const user = userEvent.setup();
  await user.click(screen.getAllByRole('spinbutton')[0]!);
  await user.keyboard('{ArrowDown}'.repeat(10));
  expect(await screen.findByText(message)).toBeVisible();
  expect(seen).not.toContain('2026-11-19');
  expect(seen.at(-1)).toBe('2026-11-20');
  // The field keeps the day typed (19): five days on is the 24th, which is taken.
  await user.keyboard('{ArrowUp}'.repeat(5));
  await waitFor(() => expect(seen.at(-1)).toBe('2026-11-24'));
  expect(screen.queryByText(message)).toBeNull();
});

test('on an Arabic page the parts are laid out left to right, day first', async () => {
  await loadLanguage('ar');
  renderWithProviders(<Harness first="2026-11-29" seen={[]} />, { lang: 'ar' });
  await shown();
  const group = screen.getByTestId('appt-date-control').querySelector('[data-part="segment-group"]')!;
  expect(group).toHaveAttribute('dir', 'ltr');
  const [day] = screen.getAllByRole('spinbutton');
  expect(day).toHaveAttribute('dir', 'ltr');
});
