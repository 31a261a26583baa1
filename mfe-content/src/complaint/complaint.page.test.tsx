import userEvent from '@testing-library/user-event';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { loggedInSession, renderWithProviders, resetSession, screen } from '@portal/shared/testing';
import app from '../app';
import { answerRequests, content, ok } from '../test/network';
import ComplaintPage from './complaint.page';

addRemoteTranslations(app.translations);
jest.setTimeout(30_000);
beforeEach(() => resetSession());

const FACILITIES = [
  { name: 'Burjeel Hospital Abu Dhabi', vblog: 'burjeel-hospital-abu-dhabi', locationId: 101, facilityCode: 'BU10' },
  { name: 'Burjeel Medical City', vblog: 'burjeel-medical-city', locationId: 102, facilityCode: 'BM10' },
];

function render(brand: 'burjeel' | 'colab') {
  const net = answerRequests((url, _body, method) => {
    if (url.pathname.endsWith('/getallfeedback')) return content(FACILITIES);
    if (method === 'POST' && url.pathname.endsWith('/user/complaints')) return ok({ complaintNumber: 'CMP000123' });
    return undefined;
  });
  renderWithProviders(<ComplaintPage />, { route: '/auth/complaint', session: loggedInSession({ vblog: 'burjeel-medical-city' }), lang: 'en', brand });
  return net;
}

describe('complaint', () => {
  test("a branded portal files the complaint at the patient's own hospital once the date and text are valid", async () => {
    const net = render('burjeel');
    const user = userEvent.setup();
    expect(await screen.findByTestId('complaint-facility-fixed', undefined, { timeout: 8000 })).toHaveTextContent('Burjeel Medical City');
    const submit = screen.getByTestId('complaint-submit');
    const date = screen.getByRole('textbox', { name: /Incident date/ });
    await user.type(date, '01/01/2999');
    await user.tab();
    expect(await screen.findByText('Incident Date Range Error')).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, '20/11/2025');
    const text = screen.getByRole('textbox', { name: /Complaint/ });
    await user.type(text, 'short');
    await user.tab();
    expect(await screen.findByText('Please enter more than 5 characters')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(text, ' wait at the pharmacy');
    expect(screen.getByTestId('complaint-submit')).toBeEnabled();
    await user.click(screen.getByTestId('complaint-submit'));
    expect(await screen.findByTestId('complaint-number')).toHaveTextContent('CMP000123');
    expect(net.calls.find((c) => c.method === 'POST')!.body).toMatchObject({ facilityCode: 'BM10', incidentDate: '2025-11-20', complaintText: 'short wait at the pharmacy', source: 'Portal' });
  });

  test('another brand picks the facility; none picked keeps Submit disabled', async () => {
    render('colab');
    const user = userEvent.setup();
    const facility = await screen.findByTestId('complaint-facility', undefined, { timeout: 8000 });
    await user.type(screen.getByRole('textbox', { name: /Incident date/ }), '20/11/2025');
    await user.type(screen.getByRole('textbox', { name: /Complaint/ }), 'The parking was full.');
    expect(screen.getByTestId('complaint-submit')).toBeDisabled();
    await user.selectOptions(facility, 'BU10');
    expect(screen.getByTestId('complaint-submit')).toBeEnabled();
  });
});
