import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { addRemoteTranslations, numberFormat } from '@portal/shared/i18n';
import { renderWithProviders, resetSession, screen, within } from '@portal/shared/testing';
import app from '../app';
import ValetLoginPage from './valet-login.page';
import ValetDashboardPage from './valet-dashboard.page';
import { VALET_SAMPLE, VALET_WINDOWS, carsIn } from './sample';

addRemoteTranslations(app.translations);
jest.setTimeout(30_000);
beforeEach(() => resetSession());

const valet = (route: string, lang: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <Routes>
      <Route path="/valet" element={<ValetLoginPage />} />
      <Route path="/valetauth" element={<ValetDashboardPage />} />
    </Routes>,
    { route, lang },
  );

describe('valet mock-up', () => {
  test('the sample day has 38 cars, each in exactly one time window', () => {
    expect(VALET_SAMPLE).toHaveLength(38);
    expect(VALET_WINDOWS.map((w) => carsIn(w).length)).toEqual([8, 8, 8, 7, 7]);
    expect(new Set(VALET_SAMPLE.map((c) => c.ticket)).size).toBe(38);
  });

  test('the routes are top-level pages of the contract', () => {
    expect(app.routes.filter((r) => r.area === 'root').map((r) => r.path)).toEqual(['valet', 'valetauth']);
  });

  test('login: empty fields are named and nothing happens; both filled open the dashboard', async () => {
    const user = userEvent.setup();
    valet('/valet');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(/Username/), 'desk1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.queryByText('Please enter your username')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Valet login' })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Password/), 'anything');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Today at the valet desk' })).toBeInTheDocument();
    expect(within(screen.getByTestId('valet-total')).getByText('38')).toBeInTheDocument();
  });

  test('a time tile opens the sample list of its cars; closing returns to the tile; Logout goes back to the login', async () => {
    const user = userEvent.setup();
    valet('/valetauth');
    const tile = screen.getByTestId('valet-window-09:00');
    expect(tile).toHaveTextContent('9:00 am – 12:00 pm8cars');
    // A time keeps its parts together: the tile breaks only between the two times.
    expect(tile.textContent).toContain('9:00\u00a0am');
    await user.click(tile);
    const dialog = await screen.findByRole('dialog', { name: /^Cars in 9:00\sam – 12:00\spm$/ });
    const rows = within(dialog).getAllByRole('row');
    expect(rows).toHaveLength(1 + 8);
    expect(rows[1]).toHaveTextContent(/^V-1009/);
    // The list scrolls sideways in a focusable region named after it (a phone shows there that it scrolls).
    const region = within(dialog).getByRole('region', { name: /^Cars in 9:00\sam – 12:00\spm$/ });
    expect(region).toContainElement(within(dialog).getByTestId('valet-list'));
    expect(region).toHaveAttribute('tabindex', '0');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tile).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('heading', { name: 'Valet login' })).toBeInTheDocument();
  });

  test('in Arabic: Arabic texts, digits and times', async () => {
    const user = userEvent.setup();
    valet('/valetauth', 'ar');
    expect(screen.getByRole('heading', { name: 'اليوم في مكتب صف السيارات' })).toBeInTheDocument();
    expect(within(screen.getByTestId('valet-total')).getByText(numberFormat('ar-AE').format(38))).toBeInTheDocument();
    await user.click(screen.getByTestId('valet-window-18:00'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('row')).toHaveLength(1 + 7);
    expect(within(dialog).getByRole('heading')).toHaveTextContent(/^السيارات الواصلة من 6:00 م إلى 9:00 م$/);
    expect(within(dialog).getByRole('columnheader', { name: 'وقت الوصول' })).toBeInTheDocument();
    expect(within(dialog).getAllByText(/مركونة|مطلوبة/).length).toBe(7);
  });
});
