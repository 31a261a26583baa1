import { useState } from 'react';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { fireEvent, setupFakeApi, loggedInSession, ok, renderWithProviders, resetSession, screen, waitFor, within } from '@portal/shared/testing';
import app from '../app';
import RequestCallBackDialog from './request-call-back.dialog';

const api = setupFakeApi();

beforeAll(() => addRemoteTranslations(app.translations));
beforeEach(() => resetSession());

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <RequestCallBackDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('Request Call Back', () => {
  test('starts from the account, asks for every field, sends once, thanks; the next opening starts afresh', async () => {
    const net = api.answer(({ path }) => {
      if (path.endsWith('/masterdata/country')) return ok([{ name: 'United Arab Emirates', flag: '', countryCode: 'AE', phoneCode: '971' }]);
      if (path.endsWith('/user/requestcallback')) return ok(true);
      return undefined;
    });
    renderWithProviders(<Opener />, { session: loggedInSession({ firstName: 'Amal', lastName: 'Saeed', email: 'amal@example.com', mobile: '501234567', callingCode: '971' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    let dialog = await screen.findByTestId('call-back-dialog');
    expect(within(dialog).getByRole('textbox', { name: /First name/ })).toHaveValue('Amal');
    fireEvent.click(within(dialog).getByTestId('call-back-submit'));
    expect(await within(dialog).findByTestId('call-back-error')).toHaveTextContent('All fields are required');
    expect(net.calls.some((c) => c.path.endsWith('/user/requestcallback'))).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), { target: { value: 'Please call me about a video consultation.' } });
    expect(within(dialog).queryByTestId('call-back-error')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('call-back-submit'));
    expect(await within(dialog).findByTestId('call-back-success')).toHaveTextContent('Thank You for contacting us. We will get back to you shortly!');
    const sent = net.calls.filter((c) => c.path.endsWith('/user/requestcallback'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ firstName: 'Amal', lastName: 'Saeed', email: 'amal@example.com', mobile: '501234567', callingCode: '971', message: 'Please call me about a video consultation.' });

    fireEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByTestId('call-back-dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    dialog = await screen.findByTestId('call-back-dialog');
    expect(within(dialog).getByRole('textbox', { name: /Message/ })).toHaveValue('');
    expect(within(dialog).queryByTestId('call-back-success')).toBeNull();
  });

  test("a refusal says 'Something went wrong!' and typing again clears it", async () => {
    api.answer(({ path }) => (path.endsWith('/user/requestcallback') ? { status: 500, body: { message: { status: 'Error', message: 'down' }, data: null } } : path.endsWith('/masterdata/country') ? ok([]) : undefined));
    renderWithProviders(<Opener />, { session: loggedInSession({ firstName: 'Amal', lastName: 'Saeed', email: 'amal@example.com', mobile: '501234567', callingCode: '971' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByTestId('call-back-dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), { target: { value: 'Call me.' } });
    fireEvent.click(within(dialog).getByTestId('call-back-submit'));
    expect(await within(dialog).findByTestId('call-back-failed')).toHaveTextContent('Something went wrong!');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), { target: { value: 'Call me, please.' } });
    expect(within(dialog).queryByTestId('call-back-failed')).toBeNull();
  });
});

test("the contact forms' rule judges the fields in the spec's order, one message at a time, and nothing is sent", async () => {
  const net = api.answer(({ path }) => (path.endsWith('/masterdata/country') ? ok([]) : path.endsWith('/user/requestcallback') ? ok(true) : undefined));
  renderWithProviders(<Opener />, { session: loggedInSession({ firstName: 'Amal', lastName: 'Saeed', email: 'amal@', mobile: '12', callingCode: '971' }) });
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByTestId('call-back-dialog');
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), { target: { value: 'Call me.' } });
  fireEvent.click(within(dialog).getByTestId('call-back-submit'));
  expect(await within(dialog).findByTestId('call-back-error')).toHaveTextContent(/^Please enter valid Mobile Number$/);
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Mobile/ }), { target: { value: '501234567' } });
  fireEvent.click(within(dialog).getByTestId('call-back-submit'));
  expect(await within(dialog).findByTestId('call-back-error')).toHaveTextContent(/^Please enter valid Email ID$/);
  expect(net.calls.some((c) => c.path.endsWith('/user/requestcallback'))).toBe(false);
});
