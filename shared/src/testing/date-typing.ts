import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Sets a day in the portal's date field (DateField) from the keyboard, part by part as its keys allow: each part
 * (day, month, year) is clicked and stepped with the up and down arrows to the wanted number — an empty part
 * takes today's on the first step. jsdom gives the field no typed digits (its parts read them from `beforeinput`),
 * so the arrows are the keys a test can press. `field` is the field's group (found by its role and name).
 */
export async function typeDate(user: UserEvent, field: HTMLElement, ddmmyyyy: string): Promise<void> {
  await waitFor(() => expect(within(field).getAllByRole('spinbutton')).toHaveLength(3));
  const wanted = ddmmyyyy.split('/').map(Number);
  // The parts in the field's order: dd/mm/yyyy in both languages.
  for (const [i, target] of wanted.entries()) {
    const part = () => within(field).getAllByRole('spinbutton')[i]!;
    await user.click(part());
    if (!part().hasAttribute('aria-valuenow')) await user.keyboard('{ArrowUp}');
    const now = Number(part().getAttribute('aria-valuenow'));
    const steps = target! - now;
    if (steps) await user.keyboard((steps > 0 ? '{ArrowUp}' : '{ArrowDown}').repeat(Math.abs(steps)));
    await waitFor(() => expect(Number(part().getAttribute('aria-valuenow'))).toBe(target));
  }
}
