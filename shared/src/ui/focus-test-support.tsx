import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import type userEvent from '@testing-library/user-event';
import { renderWithProviders, screen, waitFor, within } from '../testing';
import { ConfirmDialog } from './lazy-portal';

// Test support for the focus-return tests of ConfirmDialog (ui.test.tsx, confirm-dialog-first-open.test.tsx).

/**
 * Browsers take focus away from a focused control that becomes disabled (HTML's focus fixup rule: focus goes
 * to the body); jsdom does not (and its blur() ignores a disabled element), so this does it as Chromium
 * would, after the commit and before the dialog's focus trap starts.
 */
export function withFocusFixup(): MutationObserver {
  const toBody = () => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  };
  const observer = new MutationObserver((records) => {
    for (const r of records) if (r.target === document.activeElement && (r.target as HTMLElement).hasAttribute('disabled')) toBody();
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ['disabled'], subtree: true });
  return observer;
}

/** The booking pages disable their Confirm button while the question is open (a slot is being confirmed). */
export function DisablingOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button disabled={open} onClick={() => setOpen(true)}>
        Confirm Booking
      </Button>
      <ConfirmDialog open={open} title="Are you sure you want to book an appointment?" onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)} />
    </>
  );
}

/** Renders DisablingOpener, opens its question with the keyboard and waits until No has the focus. */
export async function openWithDisabledOpener(user: ReturnType<typeof userEvent.setup>): Promise<{ opener: HTMLElement; dialog: HTMLElement }> {
  renderWithProviders(<DisablingOpener />);
  const opener = screen.getByRole('button', { name: 'Confirm Booking' });
  await user.tab();
  expect(opener).toHaveFocus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('alertdialog');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus());
  return { opener, dialog };
}
