import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { addRemoteTranslations, i18n } from '@portal/shared/i18n';
import type { LabResultTrend, LabResultsData, ResultValue } from '@portal/shared/contracts';
import { API, HttpResponse, envelope, http, loggedInSession, renderWithProviders, resetSession, screen, setupNetwork, within, resolveTranslations } from '@portal/shared/testing';
import app from '../app';
import ResultsPage from './results.page';
import ResultTrendPage from './result-trend.page';
import { trendSummary } from './format';

beforeAll(async () => addRemoteTranslations(await resolveTranslations(app.translations)));
beforeEach(() => resetSession());
jest.setTimeout(30_000);

const value = (date: string, v: number | null, over: Partial<ResultValue> = {}): ResultValue => ({
  id: `r-${date}`, date, state: 'released', value: v, valueText: null, unit: '%', low: 4, high: 5.6, rangeText: '4.0 - 5.6',
  flag: v !== null && v > 5.6 ? 'high' : 'normal', position: v !== null && v > 5.6 ? 'above' : 'within', facilityId: 'BU10', facilityName: 'Burjeel Hospital Abu Dhabi', docNumber: 'LAB-1', ...over,
});
const subject = { familyMemberId: 0, patientName: 'Ahmed Al Mansoori', otpRequired: false, callingCode: '971', mobileNo: '501234567' };
const HBA1C: ResultValue[] = [value('2023-12-05', 5.4), value('2025-10-16', 6.0), value('2026-08-23', 5.8), value('2026-11-25', 6.1)];
const LIST: LabResultsData = {
  ...subject,
  results: [
    { key: '4548-4', code: '4548-4', name: 'HbA1c', panel: 'Diabetes Panel', count: 4, latest: HBA1C[3]! },
    { key: '22748-8', code: '22748-8', name: 'LDL cholesterol', panel: 'Lipid Profile', count: 6, latest: value('2026-11-25', 2.9, { id: 'ldl', unit: 'mmol/L', low: null, high: 3.4, rangeText: '< 3.4' }) },
    {
      key: '56888-1', code: '56888-1', name: 'HIV 1/2 antigen and antibody', panel: 'Infection Screening', count: 1,
      latest: value('2026-11-29', null, { id: 'hiv', state: 'pending', unit: '', low: null, high: null, rangeText: '', flag: null, position: null }),
    },
    { key: 'name:urine colour', code: '', name: 'Urine colour', panel: 'Urinalysis', count: 1, latest: value('2026-01-02', null, { id: 'u', valueText: 'Yellow', unit: '', low: null, high: null, rangeText: '', flag: 'unknown', position: null }) },
  ],
};

const server = setupNetwork();
function serve(list: LabResultsData, trend?: LabResultTrend) {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/user/familymembers`, () => HttpResponse.json(envelope([]))),
    http.get(`${API}/user/labresults`, ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(envelope(list));
    }),
    http.get(`${API}/user/labresults/trend`, ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(envelope(trend));
    }),
  );
  return asked;
}

describe('the results page', () => {
  test('each test’s latest value with unit, range and the flag in words, grouped by panel (newest first), searchable', async () => {
    serve(LIST);
    renderWithProviders(<ResultsPage />, { route: '/auth/results', session: loggedInSession(), lang: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Results' })).toBeInTheDocument();
    const panels = await screen.findAllByRole('heading', { level: 2 });
    expect(panels.map((h) => h.textContent)).toEqual(['Infection Screening', 'Diabetes Panel', 'Lipid Profile', 'Urinalysis']);
    const hba1c = screen.getAllByTestId('result-row').find((r) => r.textContent?.includes('HbA1c'))!;
    expect(hba1c).toHaveTextContent('6.1 %');
    expect(within(hba1c).getByText('High')).toBeInTheDocument();
    expect(hba1c).toHaveTextContent('Normal range: 4.0–5.6');
    expect(hba1c).toHaveTextContent('25/11/2026 · Burjeel Hospital Abu Dhabi · 4 values');
    expect(within(hba1c).getByRole('link', { name: 'Trend of HbA1c' })).toHaveAttribute('href', '/auth/results/4548-4');
    // Held: the words, no value.
    const hiv = screen.getAllByTestId('result-row').find((r) => r.textContent?.includes('HIV test'))!;
    expect(hiv).toHaveTextContent('Result pending review by your doctor');
    expect(within(hiv).queryByText(/Normal|High|Low/)).toBeNull();
    // A test the portal does not know keeps the hospital's name.
    expect(screen.getByText('Urine colour')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText('Search tests'), 'chol');
    expect(screen.getAllByTestId('result-row')).toHaveLength(1);
    expect(screen.getByTestId('result-row')).toHaveTextContent('LDL cholesterol');
  });

  test('another member before her code: none of her tests, and the code is sent to her number', async () => {
    const asked = serve({ ...LIST, familyMemberId: 7, patientName: 'Mariam Al Mansoori', otpRequired: true, mobileNo: '502345678', results: [] });
    let sent: unknown = null;
    server.use(http.post(`${API}/user/sendotptofamily`, async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json(envelope({ referenceId: 'x' }, 'OTPSent'));
    }));
    renderWithProviders(<ResultsPage />, { route: '/auth/results?familyMemberId=7', session: loggedInSession(), lang: 'en' });
    expect(await screen.findByText(/Mariam Al Mansoori's results are shown after the code sent to/)).toHaveTextContent('*****5678');
    expect(asked[0]).toContain('familyMemberId=7');
    expect(screen.queryByText('6.1 %')).toBeNull();
    expect(screen.queryAllByTestId('result-row')).toHaveLength(0);
    expect(screen.queryByText('No results found')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(sent).toEqual({ callingCode: '971', mobile: '502345678' });
  });

  test('Arabic: the portal’s Arabic test names, flags and the page right to left', async () => {
    serve(LIST);
    renderWithProviders(<ResultsPage />, { route: '/auth/results', session: loggedInSession(), lang: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'النتائج' })).toBeInTheDocument();
    expect(await screen.findByText('السكر التراكمي (HbA1c)')).toBeInTheDocument();
    expect(screen.getAllByText('مرتفع').length).toBeGreaterThan(0);
    expect(screen.getByText('النتيجة بانتظار مراجعة طبيبك')).toBeInTheDocument();
    expect(screen.getByText(/٤ قيم|4 قيم/)).toBeInTheDocument();
  });
});

describe("a test's trend", () => {
  const TREND: LabResultTrend = { ...subject, key: '4548-4', code: '4548-4', name: 'HbA1c', unit: '%', values: HBA1C };
  const renderTrend = (lang: 'en' | 'ar' = 'en', trend = TREND) => {
    serve(LIST, trend);
    return renderWithProviders(
      <Routes>
        <Route path="/auth/results/:test" element={<ResultTrendPage />} />
      </Routes>,
      { route: '/auth/results/4548-4', session: loggedInSession(), lang },
    );
  };

  test('the text summary: latest value, against the range, the move since last time, dd/MM/yyyy', () => {
    const t = i18n.getFixedT('en', 'records');
    expect(trendSummary(t, 'en', 'HbA1c', HBA1C)).toBe('HbA1c 6.1 % on 25/11/2026, above the range 4.0–5.6, up from 5.8. 4 values from 05/12/2023 to 25/11/2026.');
    expect(trendSummary(t, 'en', 'HbA1c', [HBA1C[0]!, { ...HBA1C[1]!, value: 5.0, flag: 'normal', position: 'within' }])).toBe('HbA1c 5.0 % on 16/10/2025, within the range 4.0–5.6, down from 5.4. 2 values from 05/12/2023 to 16/10/2025.');
    const pending = { ...HBA1C[3]!, state: 'pending' as const, value: null, flag: null, position: null };
    expect(trendSummary(t, 'en', 'HbA1c', [HBA1C[0]!, pending])).toBe('HbA1c: the latest result, of 25/11/2026, is pending review by your doctor. 2 values from 05/12/2023 to 25/11/2026.');
    const ar = i18n.getFixedT('ar', 'records');
    // In Arabic the numbers are isolated left to right (U+2066 … U+2069) so that "6.1 %" stays whole.
    const arabic = trendSummary(ar, 'ar', 'السكر التراكمي', HBA1C);
    expect(arabic).toContain('\u20666.1 %\u2069');
    expect(arabic.replace(/[\u2066\u2069]/g, '')).toContain('أعلى من المعدل 4.0–5.6');
  });

  test('the chart: the reference band, a point per value, flagged points marked; the table has the same values', async () => {
    renderTrend();
    expect(await screen.findByRole('heading', { level: 1, name: 'HbA1c' })).toBeInTheDocument();
    expect(await screen.findByTestId('trend-summary')).toHaveTextContent('HbA1c 6.1 % on 25/11/2026, above the range 4.0–5.6, up from 5.8.');
    const chart = screen.getByTestId('trend-chart');
    expect(chart).toHaveAccessibleName(/^Chart of HbA1c over time\. HbA1c 6\.1 % on 25\/11\/2026/);
    expect(chart.querySelector('[data-testid="reference-band"]')).not.toBeNull();
    const points = screen.getAllByTestId('trend-point');
    expect(points.map((p) => p.getAttribute('data-flag'))).toEqual(['normal', 'high', 'high', 'high']);
    const rows = within(screen.getByTestId('trend-table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('25/11/2026'), expect.stringContaining('23/08/2026'), expect.stringContaining('16/10/2025'), expect.stringContaining('05/12/2023'),
    ]);
    expect(rows[0]).toHaveTextContent('6.1 %');
    expect(rows[0]).toHaveTextContent('High');
    expect(rows[3]).toHaveTextContent('5.4 %');
    expect(screen.getByRole('heading', { name: 'What this test measures' })).toBeInTheDocument();
    expect(screen.getByText(/average blood sugar over the last two to three months/)).toBeInTheDocument();
  });

  test('by keyboard: one tab stop, the arrow keys move between the values and each is read out', async () => {
    renderTrend();
    const chart = await screen.findByTestId('trend-chart');
    const user = userEvent.setup();
    expect(chart).toHaveAttribute('tabindex', '0');
    expect(chart.querySelectorAll('[tabindex]')).toHaveLength(0);
    chart.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('trend-focus')).toHaveTextContent('25/11/2026: 6.1 %, High');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('trend-focus')).toHaveTextContent('23/08/2026: 5.8 %, High');
    await user.keyboard('{Home}');
    expect(screen.getByTestId('trend-focus')).toHaveTextContent('05/12/2023: 5.4 %, Normal');
    await user.keyboard('{End}');
    expect(screen.getByTestId('trend-focus')).toHaveTextContent('25/11/2026');
    expect(screen.getByTestId('trend-focus')).toHaveAttribute('aria-live', 'polite');
  });

  test('Arabic, right to left: time runs from the right, and the arrow keys follow it', async () => {
    renderTrend('ar');
    const chart = await screen.findByTestId('trend-chart');
    const points = screen.getAllByTestId('trend-point');
    const xs = points.map((p) => Number(p.querySelector('circle,path')!.getAttribute('cx') ?? /M([\d.]+)/.exec(p.querySelector('path')!.getAttribute('d')!)![1]));
    expect(xs[0]!).toBeGreaterThan(xs[xs.length - 1]!);
    chart.focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('trend-focus')).toHaveTextContent(/٢٣\/٠٨\/٢٠٢٦|23\/08\/2026/);
    expect(screen.getByText('ماذا يقيس هذا التحليل')).toBeInTheDocument();
  });

  test('a test the portal does not know: the hospital’s name and "ask your doctor"', async () => {
    renderTrend('en', { ...TREND, key: 'name:urine colour', code: '', name: 'Urine colour', unit: '', values: [value('2026-01-02', null, { valueText: 'Yellow', unit: '', low: null, high: null, rangeText: '', flag: 'unknown', position: null })] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Urine colour' })).toBeInTheDocument();
    expect(await screen.findByText(/Ask your doctor what it measures/)).toBeInTheDocument();
    expect(screen.queryByTestId('trend-chart')).toBeNull();
    expect(within(screen.getByTestId('trend-table')).getByText('Yellow')).toBeInTheDocument();
  });
});
