import userEvent from '@testing-library/user-event';
import { resetSession, screen, waitFor } from '../testing';
import { openWithDisabledOpener, withFocusFixup } from './focus-test-support';

/**
 * The first opening of a ConfirmDialog on a page: its code is still on its way when the page disables the
 * button that opened it, so focus is already on the body when the dialog first renders. Focus must still go
 * back to that button on Escape. (Its own file: in ui.test.tsx the dialog's chunk is already loaded.)
 */
beforeEach(() => resetSession());

test('Escape after the first opening gives focus back to the opener the page disabled', async () => {
  const fixup = withFocusFixup();
  try {
    const user = userEvent.setup();
    const { opener } = await openWithDisabledOpener(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  } finally {
    fixup.disconnect();
  }
});
