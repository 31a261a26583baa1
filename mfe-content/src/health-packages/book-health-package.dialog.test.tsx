import userEvent from '@testing-library/user-event';
import { healthPackageFormMessage } from '@portal/shared/contracts';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { loggedInSession, renderWithProviders, resetSession, screen, typeDate, waitFor } from '@portal/shared/testing';
import app from '../app';
import { answerRequests, LOCATIONS } from '../test/network';
import { BookHealthPackageDialog } from './book-health-package.dialog';
import type { HealthPackage } from './health-packages.api';

addRemoteTranslations(app.translations);
jest.setTimeout(30_000);
beforeEach(() => resetSession());

const PKG: HealthPackage = {
  id: 1, name: 'Executive health check', packagename: 'executive', image: '/p.svg',
  sub_packages: [{ id: 11, name: 'Gold', description: '<p>Full body</p>', price: 1500, currency: 'AED' }],
};

describe('Book Health Package rules', () => {
  const now = new Date(2026, 10, 22, 9, 0, 0);
  const valid = { firstName: 'Layla', lastName: 'Haddad', callingCode: '971', mobile: '501234567', email: 'layla@example.com', hospitalLocation: 'Burjeel', packageName: 'Exec', subPackageName: 'Gold', apptDate: '2026-11-22' };
  test.each([
    [{}, null],
    [{ firstName: '' }, 'All fields are required'],
    [{ hospitalLocation: ' ' }, 'All fields are required'],
    [{ subPackageName: '' }, 'All fields are required'],
    [{ apptDate: '' }, 'All fields are required'],
    [{ mobile: '5012345' }, 'Please enter valid Mobile Number'],
    [{ mobile: '50123456789' }, 'Please enter valid Mobile Number'],
    [{ mobile: '50123a567' }, 'Please enter valid Mobile Number'],
    [{ email: 'layla@example' }, 'Please enter valid Email ID'],
    [{ apptDate: '2026-11-21' }, 'Appointment date cannot be before today'],
    [{ apptDate: '22/11/2026' }, null],
  ])('%o → %s', (change, message) => {
    expect(healthPackageFormMessage({ ...valid, ...change }, now)).toBe(message);
  });
});

describe('Book Health Package dialog', () => {
  function open(answer: boolean | 'error') {
    const net = answerRequests((url) => {
      if (url.pathname.endsWith('/user/requesthealthpkg')) return answer === 'error' ? { status: 500, body: { message: { status: 'Invalid', message: 'Something went wrong!' }, data: null } } : { body: answer };
      return undefined;
    });
    const onClose = jest.fn();
    renderWithProviders(<BookHealthPackageDialog open pkg={PKG} sub={PKG.sub_packages[0]!} onClose={onClose} />, {
      session: loggedInSession({ facilityId: 101, vblog: 'burjeel-hospital-abu-dhabi', email: 'test@example.com' }),
    });
    return { net, onClose };
  }
  const dialog = () => screen.getByRole('dialog');
  const field = (name: string) => dialog().querySelector(`[name=${name}]`) as HTMLInputElement;
  const futureDate = () => {
    const d = new Date(Date.now() + 3 * 86400_000);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  // The portal's own date field (no native picker), set from the keyboard part by part.
  const typeApptDate = async (user: ReturnType<typeof userEvent.setup>, iso: string) =>
    typeDate(user, await screen.findByRole('group', { name: /Appointment date/ }, { timeout: 10_000 }), iso.split('-').reverse().join('/'));

  test('shows each rule, then posts the booking and closes 3 s after the result', async () => {
    const { net, onClose } = open(true);
    const user = userEvent.setup();
    await screen.findByRole('option', { name: LOCATIONS[0]!.name }, { timeout: 8000 });
    await waitFor(() => expect(field('hospitalLocation').value).toBe(LOCATIONS[0]!.name)); // the user's hospital is preselected
    await user.click(screen.getByTestId('package-submit'));
    expect(screen.getByTestId('package-error')).toHaveTextContent('All fields are required');
    await typeApptDate(user, futureDate());
    await user.clear(field('mobile'));
    await user.type(field('mobile'), '50123');
    await user.click(screen.getByTestId('package-submit'));
    expect(screen.getByTestId('package-error')).toHaveTextContent('Please enter valid Mobile Number');
    await user.type(field('mobile'), '4567');
    await user.clear(field('email'));
    await user.type(field('email'), 'test@example');
    await user.click(screen.getByTestId('package-submit'));
    expect(screen.getByTestId('package-error')).toHaveTextContent('Please enter valid Email ID');
    await user.type(field('email'), '.com');
    await user.click(screen.getByTestId('package-submit'));

    expect(await screen.findByTestId('package-result')).toHaveTextContent('Your health package request has been received.');
    const post = net.calls.find((c) => c.path.endsWith('/user/requesthealthpkg'))!;
    expect(post.body).toMatchObject({ facilityId: [101], firstName: 'Test', lastName: 'Patient', mobile: '501234567', email: 'test@example.com', packageName: 'Executive health check', subPackageName: 'Gold', hospitalLocation: LOCATIONS[0]!.name, apptDate: futureDate() });
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 4000 });
  });

  test('a day before today is flagged at once and named by the rule on submit; nothing is sent', async () => {
    const { net } = open(true);
    const user = userEvent.setup();
    await screen.findByRole('option', { name: LOCATIONS[0]!.name }, { timeout: 8000 });
    const d = new Date(Date.now() - 86400_000);
    await typeApptDate(user, `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`);
    expect(await screen.findByTestId('package-date-error')).toHaveTextContent('That day has passed.');
    await user.click(screen.getByTestId('package-submit'));
    expect(screen.getByTestId('package-error')).toHaveTextContent('Appointment date cannot be before today');
    expect(screen.getByTestId('package-error')).not.toHaveTextContent('All fields are required');
    expect(net.calls.some((c) => c.path.endsWith('/user/requesthealthpkg'))).toBe(false);
  });

  test('a failed booking says so, in Arabic too', async () => {
    open('error');
    const user = userEvent.setup();
    await screen.findByRole('option', { name: LOCATIONS[0]!.name }, { timeout: 8000 });
    await typeApptDate(user, futureDate());
    await user.click(screen.getByTestId('package-submit'));
    expect(await screen.findByTestId('package-result')).toHaveTextContent('Health package was not booked');
  });
});
