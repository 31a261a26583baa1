import { z } from 'zod';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { emailSchema, mobileSchema, callingCodeSchema } from '@portal/shared/contracts/schemas';
import { MSG } from '@portal/shared/rules';
import { apiGet } from '@portal/shared/api';
import { QueryState } from '@portal/shared/ui';
import { renderWithProviders, screen, setupNetwork, testQueryClient, http, HttpResponse, API, envelope } from '@portal/shared/testing';
import { MobileField, TextField, useZodForm } from './index';

const contactSchema = z.object({ email: emailSchema, callingCode: callingCodeSchema, mobile: mobileSchema });

function ContactForm({ onSave }: { onSave: (v: z.output<typeof contactSchema>) => void }) {
  const form = useZodForm(contactSchema, { defaultValues: { email: '', callingCode: '971', mobile: '' } });
  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate>
      <TextField control={form.control} name="email" label="Email" type="email" required />
      <MobileField control={form.control} name="mobile" callingCodeName="callingCode" countries={[{ countryId: 1, name: 'UAE', callingCode: '971', flag: '', isoCode: 'AE' } as never]} label="Mobile" required />
      <button type="submit">Save</button>
    </form>
  );
}

test("a form on the shared zod rules shows the rules' spec messages, in Arabic too, and submits parsed values", async () => {
  const saved: unknown[] = [];
  const { unmount } = renderWithProviders(<ContactForm onSave={(v) => saved.push(v)} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(MSG.invalidEmail)).toBeVisible();
  expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
  expect(saved).toEqual([]);
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'a@b.co');
  await user.type(screen.getByRole('textbox', { name: /Mobile/ }), '501234567');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByRole('button', { name: 'Save' });
  expect(saved).toEqual([{ email: 'a@b.co', callingCode: '971', mobile: '501234567' }]);
  unmount();
  renderWithProviders(<ContactForm onSave={() => undefined} />, { lang: 'ar' });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.queryByText(MSG.invalidEmail)).toBeNull();
  expect((await screen.findAllByRole('textbox'))[0]).toHaveAttribute('aria-invalid', 'true');
});

const server = setupNetwork();

function Names() {
  const q = useQuery({ queryKey: ['names'], queryFn: async () => (await apiGet<string[]>('names')).data });
  return <QueryState query={q}>{(names) => <p>{names.join(', ')}</p>}</QueryState>;
}

test("server state in one pattern: loading, 'Network Error!' with a Retry that asks again, the empty message, the data", async () => {
  let answer: 'down' | 'empty' | 'names' = 'down';
  server.use(http.get(`${API}/names`, () => (answer === 'down' ? HttpResponse.error() : HttpResponse.json(envelope(answer === 'empty' ? [] : ['Ann', 'Bo'])))));
  const queryClientOf = testQueryClient();
  renderWithProviders(<Names />, { queryClient: queryClientOf });
  expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  expect(await screen.findByText(MSG.networkError)).toBeVisible();
  answer = 'empty';
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(MSG.noRecordFound)).toBeVisible();
  answer = 'names';
  await queryClientOf.refetchQueries();
  expect(await screen.findByText('Ann, Bo')).toBeVisible();
});

test('an answer of the API with its own words shows them', async () => {
  server.use(http.get(`${API}/names`, () => HttpResponse.json(envelope(null, 'Not found', 'NotFound'), { status: 404 })));
  renderWithProviders(<Names />);
  expect(await screen.findByText('Not found')).toBeVisible();
});

test('a free-text field lays out what is typed in its own direction: an English sentence on an Arabic page ends with its full stop', () => {
  function Note() {
    const form = useZodForm(z.object({ note: z.string() }), { defaultValues: { note: '' } });
    return <TextField control={form.control} name="note" label="Note" multiline />;
  }
  renderWithProviders(<Note />);
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAttribute('dir', 'auto');
});
