import userEvent from '@testing-library/user-event';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { loggedInSession, renderWithProviders, resetSession, screen, within } from '@portal/shared/testing';
import app from '../app';
import HealthToolsPage from './health-tools.page';

addRemoteTranslations(app.translations);
// Chakra's tabs and radio machines make user-event steps slow on a cold jsdom.
jest.setTimeout(30_000);
beforeEach(() => resetSession());

async function fillBmi(user: ReturnType<typeof userEvent.setup>, v: { age: string; height: string; weight: string; gender: string }) {
  const form = await screen.findByRole('form', undefined, { timeout: 8000 });
  for (const [name, value] of [['age', v.age], ['heightCm', v.height], ['weightKg', v.weight]] as const) {
    const input = form.querySelector(`input[name=${name}]`) as HTMLInputElement;
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.selectOptions(form.querySelector('select[name=gender]') as HTMLSelectElement, v.gender);
}

describe('health tools page', () => {
  test('BMI: refuses a height outside 30–340 cm, then shows 24.22 Normal on the scale', async () => {
    renderWithProviders(<HealthToolsPage />, { session: loggedInSession() });
    const user = userEvent.setup();
    await fillBmi(user, { age: '35', height: '25', weight: '70', gender: 'female' });
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByText('Height must be between 30 and 340 cm')).toBeInTheDocument();
    expect(screen.queryByTestId('bmi-result')).not.toBeInTheDocument();
    await fillBmi(user, { age: '35', height: '170', weight: '70', gender: 'female' });
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByTestId('bmi-value')).toHaveTextContent('24.22');
    expect(screen.getByTestId('bmi-band')).toHaveTextContent('Normal');
    expect(screen.getByTestId('bmi-result')).toHaveAttribute('data-band', 'normal');
  });

  test.each([
    ['en', 'Weight must be more than 0 and at most 999 kg'],
    ['ar', 'يجب أن يكون الوزن أكبر من 0 وألا يزيد على 999 كغ'],
  ] as const)('BMI: a 4-digit weight is refused with the weight rule, not as a blank field (%s)', async (lang, message) => {
    renderWithProviders(<HealthToolsPage />, { session: loggedInSession(), lang });
    const user = userEvent.setup();
    await fillBmi(user, { age: '35', height: '170', weight: '1000', gender: 'female' });
    await user.click(screen.getByRole('form').querySelector('button[type=submit]')!);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText(lang === 'en' ? 'All fields are required' : 'جميع الحقول مطلوبة')).not.toBeInTheDocument();
    expect(screen.queryByTestId('bmi-result')).not.toBeInTheDocument();
  });

  test('BMI: each number under the scale stands where its bands meet', async () => {
    renderWithProviders(<HealthToolsPage />, { session: loggedInSession() });
    const user = userEvent.setup();
    await fillBmi(user, { age: '35', height: '170', weight: '70', gender: 'female' });
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const widths = screen.getAllByTestId('bmi-segment').map((s) => parseFloat(getComputedStyle(s).width));
    const borders = widths.slice(0, -1).map((_, i) => widths.slice(0, i + 1).reduce((a, b) => a + b, 0));
    const ticks = screen.getAllByTestId('bmi-tick');
    expect(ticks.map((t) => t.textContent)).toEqual(['10', '18.5', '25', '30', '40+']);
    const lefts = ticks.map((t) => parseFloat(getComputedStyle(t).left));
    expect(lefts[0]).toBe(0);
    expect(lefts[4]).toBe(100);
    for (const [i, border] of borders.entries()) expect(lefts[i + 1]).toBeCloseTo(border, 5);
  });

  test('BMI in Arabic: the band is named in Arabic', async () => {
    renderWithProviders(<HealthToolsPage />, { session: loggedInSession(), lang: 'ar' });
    const user = userEvent.setup();
    await fillBmi(user, { age: '40', height: '160', weight: '90', gender: 'male' });
    await user.click(screen.getByRole('button', { name: 'احسب' }));
    expect(screen.getByTestId('bmi-value')).toHaveTextContent('35.16');
    expect(screen.getByTestId('bmi-band')).toHaveTextContent('سمنة');
  });

  test('stroke: all 8 answers are required; three red answers give a high risk', async () => {
    renderWithProviders(<HealthToolsPage />, { session: loggedInSession() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Stroke Risk Calculator' }));
    await user.click(await screen.findByRole('button', { name: 'Calculate' }));
    expect(screen.getByText('All 8 questions are required.')).toBeInTheDocument();
    const pick = async (q: string, label: string) => user.click(within(screen.getByTestId(`stroke-${q}`)).getByText(label));
    expect(screen.getAllByText('Please answer this question.')).toHaveLength(8);
    await pick('bloodPressure', '140/90 or higher');
    // An answered question no longer asks; the others still do.
    expect(screen.getAllByText('Please answer this question.')).toHaveLength(7);
    expect(within(screen.getByTestId('stroke-bloodPressure')).queryByText('Please answer this question.')).toBeNull();
    await pick('cholesterol', 'Under 200');
    await pick('diabetic', 'Yes');
    await pick('smoker', 'Yes');
    await pick('atrialFibrillation', 'No');
    await pick('bodyWeight', 'Healthy weight');
    await pick('exercise', 'Regularly');
    await pick('familyHistory', 'No');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByTestId('stroke-result')).toHaveAttribute('data-risk', 'high');
    expect(screen.getByTestId('stroke-risk')).toHaveTextContent('High risk');
  });

  test('the stroke tab is disabled when acting for a family member', async () => {
    const session = {
      ...loggedInSession(),
      familyMemberList: [{ familyMemberId: 7, firstName: 'Omar', lastName: 'Patient', email: '', dateOfBirth: '2015-01-01', mobile: '', callingCode: '971', genderId: 1, countryId: 784, documentTypeId: 1, documentId: '', relationId: 2, relation: 'Son', age: 11 }],
    };
    renderWithProviders(<HealthToolsPage />, { session });
    const user = userEvent.setup();
    expect(screen.getByRole('tab', { name: 'Stroke Risk Calculator' })).toBeEnabled();
    await user.selectOptions(screen.getByTestId('tools-member'), '7');
    expect(screen.getByRole('tab', { name: 'Stroke Risk Calculator' })).toBeDisabled();
    expect(screen.getByText('The stroke risk calculator is available for the account holder only.')).toBeInTheDocument();
  });
});
