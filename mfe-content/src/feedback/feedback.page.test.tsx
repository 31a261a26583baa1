import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { addRemoteTranslations, i18n } from '@portal/shared/i18n';
import { loggedInSession, renderWithProviders, resetSession, screen } from '@portal/shared/testing';
import app from '../app';
import { content, answerRequests, type Answer } from '../test/network';
import FeedbackPage from './feedback.page';

addRemoteTranslations(app.translations);
jest.setTimeout(30_000);
beforeEach(() => resetSession());

/** 'Sorry! No questions from the selected facility' in Arabic (common namespace of @portal/shared/i18n). */
const AR_NO_QUESTIONS = i18n.t('common:msg.noFeedbackQuestions', { lng: 'ar' });
const FACILITY = { name: 'Burjeel Hospital Abu Dhabi', vblog: 'burjeel-hospital-abu-dhabi', locationId: 101, facilityCode: 'BU10' };
const QUESTIONS = [
  { questionID: 1, question: 'How was the booking?', questiontype: 'R', options: ['Good', 'Poor'], is_mandatory: 'Yes' },
  { questionID: 2, question: 'Which department?', questiontype: 'D', options: ['Cardiology', 'Dermatology'], is_mandatory: 'Yes' },
  { questionID: 3, question: 'Staff to thank', questiontype: 'I', options: [], is_mandatory: 'No' },
  { questionID: 4, question: 'How can we improve?', questiontype: 'T', options: [], is_mandatory: 'No' },
];

function render(opts: { types?: unknown[]; questions?: unknown[]; lang?: 'en' | 'ar' } = {}) {
  const net = answerRequests((url): Answer | undefined => {
    if (url.pathname.endsWith('/getallfeedback')) return content([FACILITY]);
    if (url.pathname.endsWith('/getfeedbackpatienttype')) return content(opts.types ?? [{ patient_type_value: 'OP', patient_type_label: 'Outpatient' }]);
    if (url.pathname.endsWith('/getfeedbackresponse')) return content(opts.questions ?? QUESTIONS);
    if (url.pathname.endsWith('/savefeedbackresponse')) return content({ id: 9 });
    return undefined;
  });
  renderWithProviders(
    <Routes>
      <Route path="/auth/feedback" element={<FeedbackPage />} />
      <Route path="/auth/dashboard" element={<p>dashboard</p>} />
    </Routes>,
    { route: '/auth/feedback', session: loggedInSession({ vblog: FACILITY.vblog }), lang: opts.lang ?? 'en', brand: 'burjeel' },
  );
  return net;
}

describe('feedback', () => {
  test('questionnaire: submit only with every mandatory answer; the answers go to the content site; thank-you leads home', async () => {
    const net = render();
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Outpatient' }, { timeout: 8000 });
    await user.selectOptions(screen.getByTestId('feedback-visit-type'), 'OP');
    await user.click(screen.getByTestId('feedback-start'));
    const submit = await screen.findByTestId('feedback-submit');
    expect(submit).toBeDisabled();
    // Ark's radio group fills in after its state machine starts.
    await user.click(await screen.findByText('Good'));
    expect(submit).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: /Which department/ }), 'Cardiology');
    expect(submit).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: /How can we improve/ }), 'More parking');
    await user.click(submit);
    expect(await screen.findByTestId('feedback-thanks')).toBeInTheDocument();
    const post = net.calls.find((c) => c.path.endsWith('/savefeedbackresponse'))!;
    expect(post.method).toBe('POST');
    expect(post.body).toEqual({
      userName: 'Test Patient', userMobile: '971501234567', userEmail: 'patient@example.com', vblog: FACILITY.vblog, FPlatform: 'Portal', patientType: 'OP',
      UserResponse: [{ Questionid: 1, Answer: 'Good' }, { Questionid: 2, Answer: 'Cardiology' }, { Questionid: 4, Answer: 'More parking' }],
    });
    await user.click(screen.getByRole('button', { name: 'Go to home' }));
    expect(screen.getByText('dashboard')).toBeInTheDocument();
  });

  test('a facility without patient types says so', async () => {
    render({ types: [] });
    expect(await screen.findByText('Sorry! No patient type for the selected facility')).toBeInTheDocument();
    expect(screen.getByTestId('feedback-start')).toBeDisabled();
  });

  test('a questionnaire without questions says so, in Arabic too', async () => {
    render({ questions: [], lang: 'ar' });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Outpatient' }, { timeout: 8000 });
    await user.selectOptions(screen.getByTestId('feedback-visit-type'), 'OP');
    await user.click(screen.getByTestId('feedback-start'));
    expect(await screen.findByText(AR_NO_QUESTIONS)).toBeInTheDocument();
    expect(screen.queryByTestId('feedback-submit')).not.toBeInTheDocument();
  });
});
