import userEvent from '@testing-library/user-event';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { act, fireEvent, loggedInSession, renderWithProviders, resetSession, screen, typeDate, waitFor, within } from '@portal/shared/testing';
import app from '../app';
import { answerRequests } from '../test/network';
import InternationalPatientsPage, { FILE_ERROR_MS } from './international-patients.page';

addRemoteTranslations(app.translations);
jest.setTimeout(30_000);
beforeEach(() => resetSession());
afterEach(() => jest.useRealTimers());

const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');
const pdf = () => new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });

function render(lang: 'en' | 'ar' = 'en') {
  const net = answerRequests();
  const { container } = renderWithProviders(<InternationalPatientsPage />, { route: '/auth/internationalpatients', session: loggedInSession(), lang });
  return { net, fileInput: () => container.querySelector<HTMLInputElement>('input[type=file]')! };
}

describe('international Write Us', () => {
  test("an incomplete form names each field's rule in the spec's words; a valid one says what to do next and sends nothing", async () => {
    const { net, fileInput } = render();
    const user = userEvent.setup();
    const submit = screen.getByTestId('international-submit');
    await user.click(submit);
    // The account's name, number and e-mail are filled in: the gender, travel date, comment and report are not.
    expect(await screen.findAllByText('All fields are required')).toHaveLength(4);
    await user.selectOptions(screen.getByRole('combobox', { name: /Gender/ }), 'female');
    // The portal's own date field, typed part by part (no native picker).
    const travelDate = await screen.findByRole('group', { name: /Travel date/ }, { timeout: 10_000 });
    await typeDate(user, travelDate, '01/01/2020');
    expect(await screen.findByText('Travel date cannot be before today')).toBeInTheDocument();
    expect(within(travelDate).getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true');
    await typeDate(user, travelDate, inFuture(10));
    await waitFor(() => expect(screen.queryByText('Travel date cannot be before today')).not.toBeInTheDocument());
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'A second opinion on my knee, please.');
    await user.upload(fileInput(), pdf());
    await user.click(submit);
    expect(await screen.findByTestId('international-next')).toHaveTextContent("Your details are complete");
    expect(screen.queryByText('All fields are required')).not.toBeInTheDocument();
    expect(net.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  test('a report of another type is refused at once and its message goes after 5 s', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { fileInput } = render();
    fireEvent.change(fileInput(), { target: { files: [new File(['MZ'], 'scan.exe')] } });
    expect(await screen.findByText('Only pdf, doc, docx, jpg, jpeg and png files are allowed')).toBeInTheDocument();
    expect(fileInput().value).toBe('');
    await act(async () => jest.advanceTimersByTime(FILE_ERROR_MS));
    expect(screen.queryByText('Only pdf, doc, docx, jpg, jpeg and png files are allowed')).not.toBeInTheDocument();
  });

  test.each([
    ['en', 'Choose file', 'No file chosen'],
    ['ar', 'اختر ملفًا', 'لم يتم اختيار ملف'],
  ] as const)('the report picker speaks the page’s language and names the chosen file (%s)', async (lang, choose, none) => {
    const { fileInput } = render(lang);
    expect(screen.getByTestId('file-input-button')).toHaveTextContent(choose);
    expect(screen.getByTestId('file-input-name')).toHaveTextContent(none);
    // The input is named by the field's label.
    expect(fileInput()).toHaveAccessibleName(new RegExp(lang === 'en' ? 'report' : '.', 'i'));
    await userEvent.setup().upload(fileInput(), pdf());
    expect(screen.getByTestId('file-input-name')).toHaveTextContent('report.pdf');
  });
});
