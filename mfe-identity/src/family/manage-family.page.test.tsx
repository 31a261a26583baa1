import { addRemoteTranslations } from '@portal/shared/i18n';
import { MSG, type FamilyMember } from '@portal/shared/rules';
import { sessionStore } from '@portal/shared/session';
import { fireEvent, loggedInSession, renderWithProviders, resetSession, screen, waitFor, within, resolveTranslations } from '@portal/shared/testing';
import app from '../app';
import ManageFamilyPage from './manage-family.page';
import { answerRequests, ok } from '../test/network';

beforeAll(async () => addRemoteTranslations(await resolveTranslations(app.translations)));
beforeEach(() => resetSession());

const member = (familyMemberId: number, firstName: string): FamilyMember =>
  ({ familyMemberId, firstName, lastName: 'Saeed', relation: 'Spouse', relationId: 1, age: 33, email: 'x@example.org', dateOfBirth: '1993-02-14', genderId: 2, countryId: 784, documentTypeId: 4, documentId: 'N1234567', mobile: '501112223', callingCode: '971' }) as FamilyMember;

test("removing a member asks the shared family query again: the table and every family picker's list follow", async () => {
  let family = [member(7, 'Noura'), member(8, 'Yousef')];
  const net = answerRequests((url) => {
    if (url.pathname.endsWith('/user/familymembers')) return ok(family);
    if (url.pathname.endsWith('/user/deletefamilymember')) {
      family = family.filter((m) => m.familyMemberId !== Number(url.searchParams.get('familyMemberId')));
      return ok(null, MSG.familyMemberRemoved);
    }
    return undefined;
  });
  renderWithProviders(<ManageFamilyPage />, { session: loggedInSession(), route: '/auth/manageFamily' });
  expect(await screen.findByText('Yousef Saeed', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(sessionStore.getState().familyMemberList?.map((m) => m.familyMemberId)).toEqual([7, 8]);

  // fireEvent: the dialog's outside-click guard needs PointerEvent, which jsdom lacks.
  fireEvent.click(screen.getByRole('button', { name: 'Delete Yousef Saeed' }));
  fireEvent.click(within(await screen.findByRole('alertdialog', {}, { timeout: 10_000 })).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByTestId('family-notice')).toHaveTextContent(MSG.familyMemberRemoved);
  await waitFor(() => expect(screen.queryByText('Yousef Saeed')).toBeNull());
  expect(sessionStore.getState().familyMemberList?.map((m) => m.familyMemberId)).toEqual([7]);
  expect(net.calls.filter((c) => c.path.endsWith('/user/familymembers'))).toHaveLength(2);
});

test('a failed answer offers Retry, which asks again', async () => {
  let down = true;
  answerRequests((url) => (url.pathname.endsWith('/user/familymembers') ? (down ? { status: 503, body: {} } : ok([member(7, 'Noura')])) : undefined));
  renderWithProviders(<ManageFamilyPage />, { session: loggedInSession(), route: '/auth/manageFamily' });
  expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 10_000 })).toBeInTheDocument();
  down = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Noura Saeed', {}, { timeout: 10_000 })).toBeInTheDocument();
});
