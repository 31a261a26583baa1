import userEvent from '@testing-library/user-event';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { MSG } from '@portal/shared/rules';
import { renderWithProviders, screen } from '@portal/shared/testing';
import remote from '../app';
import { PdfPasswordForm } from './pdf-password-form';

addRemoteTranslations(remote.translations);

test('the password field has the focus; Open waits for something typed and hands it over; a wrong one is said', async () => {
  const given: string[] = [];
  const { rerender } = renderWithProviders(<PdfPasswordForm wrong={false} onSubmit={(p) => given.push(p)} onCancel={() => undefined} />);
  const user = userEvent.setup();
  const field = screen.getByLabelText('Password');
  expect(field).toHaveFocus();
  const open = screen.getByRole('button', { name: 'Open' });
  expect(open).toBeDisabled();
  await user.keyboard('{Enter}');
  expect(given).toEqual([]);
  await user.type(field, 'AMAL01011990');
  expect(open).toBeEnabled();
  await user.click(open);
  expect(given).toEqual(['AMAL01011990']);
  expect(screen.queryByRole('alert')).toBeNull();
  rerender(<PdfPasswordForm wrong onSubmit={(p) => given.push(p)} onCancel={() => undefined} />);
  expect(screen.getByRole('alert')).toHaveTextContent(MSG.wrongPdfPassword);
  expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
});
