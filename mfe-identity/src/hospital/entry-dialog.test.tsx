import { addRemoteTranslations } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { fireEvent, loggedInSession, renderWithProviders, resetSession, resolveTranslations, screen, waitFor, within } from '@portal/shared/testing';
import { toaster } from '@portal/shared/ui';
import app from '../app';
import { answerRequests, ok } from '../test/network';
import { EntryDialog } from './entry-dialog';

beforeAll(async () => addRemoteTranslations(await resolveTranslations(app.translations)));
beforeEach(() => resetSession());
afterEach(() => toaster.remove());

const HOSPITALS = [
  { locationId: 11, name: 'Burjeel Abu Dhabi', vblog: 'bah', facilityCode: 'BAH' },
  { locationId: 12, name: 'Burjeel Al Ain', vblog: 'bal', facilityCode: 'BAL' },
];

test("Complete your Profile: the date of birth and the hospital are asked for with the spec's words, then saved in that order", async () => {
  const net = answerRequests((url) => {
    if (url.pathname.endsWith('/user/savedob')) return ok({ dateOfBirth: '01/01/1990' });
    if (url.pathname.endsWith('/user/preferredfacility')) return ok({ facilityId: 12, vblog: 'bal', facilityCode: 'BAL' });
    return undefined;
  });
  const onClose = jest.fn();
  renderWithProviders(<EntryDialog open mode="complete" hospitals={HOSPITALS} onClose={onClose} />, { session: loggedInSession({ facilityId: null }) });
  const dialog = await screen.findByTestId('entry-dialog-complete', undefined, { timeout: 10_000 });
  fireEvent.click(within(dialog).getByTestId('entry-save'));
  expect(await within(dialog).findByText('Please select your date of birth')).toBeInTheDocument();
  expect(within(dialog).getByText('Please choose a hospital')).toBeInTheDocument();
  expect(net.calls).toHaveLength(0);

  fireEvent.click(within(dialog).getByTestId('hospital-BAL'));
  await waitFor(() => expect(within(dialog).queryByText('Please choose a hospital')).toBeNull());
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Date of birth/i }), { target: { value: '01/01/1990' } });
  fireEvent.click(within(dialog).getByTestId('entry-save'));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(net.calls.map((c) => [c.path.replace(/.*\/user\//, ''), c.body])).toEqual([
    ['savedob', { dateOfBirth: '01/01/1990' }],
    ['preferredfacility', { facilityId: 12, vblog: 'bal' }],
  ]);
  expect(useSession.getState().user).toMatchObject({ isDOBAvailable: true, facilityId: 12, facilityCode: 'BAL' });
});
