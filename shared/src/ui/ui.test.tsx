import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { act, loggedInSession, renderWithProviders, resetSession, screen, waitFor, within } from '../testing';
import { BM10_THEME, BRAND_THEMES } from '../brand';
import { useSession } from '../session';
import { bus } from '../session';
import { Button, ConfirmDialog, Countdown, EmptyState, ErrorPanel, FormField, Icon, Image, Input, MobileInput, OtpInput, PageHeader, formatMmSs, toast, toaster } from './index';
import type { Country } from '../contracts/api-types';
import { openWithDisabledOpener, withFocusFixup } from './focus-test-support';

beforeEach(() => resetSession());

const rootVar = (name: string) => document.documentElement.style.getPropertyValue(name);

describe('PortalUiProvider', () => {
  test('applies the brand colours as CSS variables and switches to the BM10 theme for that facility', () => {
    renderWithProviders(<p>hello</p>, { brand: 'lifecare' });
    expect(rootVar('--portal-primary')).toBe(BRAND_THEMES.lifecare.primary);
    expect(document.documentElement.dataset.brand).toBe('lifecare');
    act(() => {
      useSession.getState().login({ token: 't', refreshToken: 'r', user: { ...loggedInSession().user!, facilityCode: null } });
    });
    act(() => useSession.getState().setFacility(5, 'bmc', 'BM10'));
    expect(rootVar('--portal-primary')).toBe(BM10_THEME.primary);
    act(() => useSession.getState().clear());
    // Logout resets the BM10 theme (docs/product.md#accounts-sessions).
    expect(rootVar('--portal-primary')).toBe(BRAND_THEMES.lifecare.primary);
  });

  test('the tab title is the brand title in the current language', () => {
    document.title = 'Patient Portal';
    renderWithProviders(<p>x</p>, { brand: 'medeor', lang: 'ar' });
    expect(document.title).toBe(BRAND_THEMES.medeor.title.ar);
  });

  test('Arabic turns the document right-to-left', () => {
    renderWithProviders(<p>مرحبا</p>, { lang: 'ar' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });
});

describe('toast', () => {
  afterEach(() => toaster.remove());

  test('an error is an alert in red that hides after 3 s; spec messages are translated', async () => {
    renderWithProviders(<p>page</p>, { lang: 'ar' });
    act(() => {
      toast.error('Network Error!');
    });
    // The toaster is fetched on first use (shared/src/ui/lazy.tsx): on a busy machine that takes over a second.
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(alert).toHaveTextContent('خطأ في الشبكة!');
    await waitFor(() => expect(screen.queryByText('خطأ في الشبكة!')).not.toBeInTheDocument(), { timeout: 5000 });
  });

  test('a toast under the pointer still hides after 3 s', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      toast.error('Something went wrong');
    });
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    const shownAt = Date.now();
    await userEvent.setup().hover(alert);
    await waitFor(() => expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument(), { timeout: 6000 });
    expect(Date.now() - shownAt).toBeLessThan(4500);
  }, 20_000);

  test('the same error asked for twice is one toast; once it is gone, it shows again', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      toast.error('Please enter valid Mobile Number');
    });
    await screen.findByRole('alert', undefined, { timeout: 5000 });
    act(() => {
      toast.error('Please enter valid Mobile Number');
      bus.emit('toast', { type: 'error', message: 'Please enter valid Mobile Number' });
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getAllByText('Please enter valid Mobile Number')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Please enter valid Mobile Number')).not.toBeInTheDocument(), { timeout: 6000 });
    act(() => {
      toast.error('Please enter valid Mobile Number');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter valid Mobile Number');
  }, 20_000);

  test('code without React can ask for a toast through the bus', async () => {
    renderWithProviders(<p>page</p>);
    act(() => bus.emit('toast', { type: 'success', message: 'Profile updated successfully' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  function Harness({ onConfirm }: { onConfirm: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Delete account</Button>
        <ConfirmDialog
          open={open}
          title="Delete your account?"
          body="This cannot be undone."
          onConfirm={() => {
            onConfirm();
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      </>
    );
  }

  test('asks with Yes/No, starts on No, and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderWithProviders(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete account' });
    await user.click(opener);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete your account?')).toBeInTheDocument();
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  test.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['No', async (user: ReturnType<typeof userEvent.setup>) => user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'No' }))],
    ['the close button', async (user: ReturnType<typeof userEvent.setup>) => user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Close' }))],
  ])('%s gives focus back to the opener even when the page disabled it while the dialog was open', async (_how, close) => {
    const fixup = withFocusFixup();
    try {
      const user = userEvent.setup();
      const { opener } = await openWithDisabledOpener(user);
      expect(opener).toBeDisabled();
      expect(opener).not.toHaveFocus();
      await close(user);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
      // Twice: the second opening remembers its own opener.
      await user.keyboard('{Enter}');
      await waitFor(() => expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'No' })).toHaveFocus());
      await user.keyboard('{Escape}');
      await waitFor(() => expect(opener).toHaveFocus());
    } finally {
      fixup.disconnect();
    }
  });

  test('Escape cancels; texts are Arabic in Arabic', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onConfirm={jest.fn()} />, { lang: 'ar' });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'نعم' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'لا' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('FormField', () => {
  test('labels the control, marks it required, and announces the inline error', async () => {
    const { rerender } = renderWithProviders(
      <FormField label="Email" required>
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText(/Email/);
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    rerender(
      <FormField label="Email" required error="Please enter valid Email ID">
        <Input />
      </FormField>,
    );
    const invalid = screen.getByLabelText(/Email/);
    expect(invalid).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(invalid).toHaveAccessibleDescription('Please enter valid Email ID'));
    expect(screen.getByText('Please enter valid Email ID').closest('[aria-live="polite"]')).not.toBeNull();
  });
});

const COUNTRIES: Country[] = [
  { id: 784, name: 'United Arab Emirates', flag: '🇦🇪', countryCode: 'AE', phoneCode: '971' },
  { id: 512, name: 'Oman', flag: '🇴🇲', countryCode: 'OM', phoneCode: '968' },
  { id: 356, name: 'India', flag: 'https://flags.example/in.png', countryCode: 'IN', phoneCode: '91' },
];

describe('MobileInput', () => {
  function Harness() {
    const [code, setCode] = useState('971');
    const [mobile, setMobile] = useState('');
    return (
      <>
        <MobileInput countries={COUNTRIES} callingCode={code} onCallingCodeChange={setCode} value={mobile} onChange={setMobile} required />
        <output data-testid="out">{`${code}|${mobile}`}</output>
      </>
    );
  }
  test('defaults to 971, keeps digits only and at most 10, and offers the calling codes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const select = screen.getByRole('combobox', { name: 'Country calling code' });
    expect(select).toHaveValue('971');
    // The country's letters, not a flag emoji (empty boxes without a colour-emoji font).
    expect(within(select).getByRole('option', { name: 'AE +971' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'IN +91' })).toBeInTheDocument();
    expect(within(select).queryByText(/🇦🇪/)).not.toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: /Mobile Number/ });
    await user.type(input, '50a1-23 4567890123');
    expect(screen.getByTestId('out')).toHaveTextContent('971|5012345678');
    await user.selectOptions(select, '968');
    expect(screen.getByTestId('out')).toHaveTextContent('968|5012345678');
  });
  test('Arabic-Indic and Persian digits are taken as the digits they are', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { lang: 'ar' });
    await user.type(screen.getByRole('textbox', { name: /./ }), '٥٠١٢٣۴۵۶۷');
    expect(screen.getByTestId('out')).toHaveTextContent('971|501234567');
  });
  test('shows the error and links it to the input', () => {
    renderWithProviders(<MobileInput countries={COUNTRIES} onCallingCodeChange={() => {}} value="12" onChange={() => {}} error="Please enter valid Mobile Number" />);
    const input = screen.getByRole('textbox', { name: /Mobile Number/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter valid Mobile Number');
  });
});

describe('OtpInput', () => {
  test('six digit boxes: letters ignored, focus moves on, onComplete once at 6 digits', async () => {
    const user = userEvent.setup();
    const onComplete = jest.fn();
    renderWithProviders(<OtpInput onComplete={onComplete} autoFocus />);
    // The boxes come in their own chunk (see lazy-portal.tsx).
    const boxes = await screen.findAllByRole('textbox');
    expect(boxes).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    await user.keyboard('1a2b3');
    expect(boxes.map((b) => (b as HTMLInputElement).value).join('')).toBe('123');
    expect(boxes[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes[2]).toHaveFocus();
    expect(boxes.map((b) => (b as HTMLInputElement).value).join('')).toBe('12');
    await user.keyboard('345');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('6');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
    // Editing a box and completing again reports the new code once.
    await user.click(boxes[0]);
    await user.keyboard('9');
    expect(onComplete).toHaveBeenLastCalledWith('923456');
    expect(onComplete).toHaveBeenCalledTimes(2);
  });

  test('a paste fills every box', async () => {
    const user = userEvent.setup();
    const onComplete = jest.fn();
    renderWithProviders(<OtpInput onComplete={onComplete} />);
    await user.click((await screen.findAllByRole('textbox'))[0]);
    await user.paste('98 76-54');
    expect(onComplete).toHaveBeenCalledWith('987654');
    expect(screen.getAllByRole('textbox').map((b) => (b as HTMLInputElement).value)).toEqual(['9', '8', '7', '6', '5', '4']);
  });
});

describe('Countdown', () => {
  test('counts down mm:ss from 60 s and calls onDone at zero', () => {
    jest.useFakeTimers();
    try {
      const onDone = jest.fn();
      renderWithProviders(<Countdown onDone={onDone} />);
      expect(screen.getByRole('timer')).toHaveTextContent('01:00');
      act(() => jest.advanceTimersByTime(15_000));
      expect(screen.getByRole('timer')).toHaveTextContent('00:45');
      expect(onDone).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(45_000));
      expect(screen.getByRole('timer')).toHaveTextContent('00:00');
      expect(onDone).toHaveBeenCalledTimes(1);
      act(() => jest.advanceTimersByTime(5_000));
      expect(onDone).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
  test('formatMmSs', () => {
    expect(formatMmSs(75)).toBe('01:15');
    expect(formatMmSs(0)).toBe('00:00');
    expect(formatMmSs(-3)).toBe('00:00');
  });
});

describe('page parts', () => {
  test('ErrorPanel shows the spec message and a Retry that works, in both languages', async () => {
    const user = userEvent.setup();
    const retry = jest.fn();
    const { unmount } = renderWithProviders(<ErrorPanel onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
    unmount();
    renderWithProviders(<ErrorPanel onRetry={retry} />, { lang: 'ar' });
    expect(screen.getByRole('alert')).toHaveTextContent('حدث خطأ ما، يرجى المحاولة مرة أخرى.');
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });
  test('PageHeader is the page h1 with a labelled back button; EmptyState is a status', async () => {
    const user = userEvent.setup();
    const back = jest.fn();
    renderWithProviders(
      <>
        <PageHeader title="My Medication" onBack={back} />
        <EmptyState message="No record found" />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My Medication' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('No record found');
  });
  test('Icon: decorative by default, named when labelled, directional ones flip in RTL', async () => {
    renderWithProviders(
      <>
        <Icon name="bell" />
        <Icon name="calendar" label="Appointments" />
        <Icon name="chevron-right" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Appointments' })).toBeInTheDocument();
    const bell = document.querySelector('[data-icon="bell"]')!;
    expect(bell).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelector('[data-icon="chevron-right"]')).toHaveClass('portal-icon-directional');
    // The drawings come in their own chunk, right after the first render.
    await waitFor(() => expect(bell.querySelectorAll('path').length).toBeGreaterThan(0));
    expect(document.querySelector('[data-icon="calendar"] title')).toHaveTextContent('Appointments');
  });
  test('Image: an empty src gives the element no address (the browser would ask for the page again)', () => {
    const error = jest.spyOn(console, 'error');
    renderWithProviders(
      <>
        <Image src="" alt="" data-testid="no-picture" boxSize="12" />
        <Image src="/api/doctors/7/photo" alt="Dr. Rahul" />
      </>,
    );
    expect(screen.getByTestId('no-picture')).not.toHaveAttribute('src');
    expect(screen.getByRole('img', { name: 'Dr. Rahul' })).toHaveAttribute('src', '/api/doctors/7/photo');
    expect(error.mock.calls.flat().join(' ')).not.toMatch(/empty string/);
    error.mockRestore();
  });
});

describe('renderWithProviders', () => {
  test('seeds the route and the session', () => {
    function Probe() {
      const location = useLocation();
      const name = useSession((s) => s.user?.firstName);
      return <p>{`${location.pathname}|${name}`}</p>;
    }
    renderWithProviders(<Probe />, { route: '/auth/dashboard', session: loggedInSession({ firstName: 'Mona' }) });
    expect(screen.getByText('/auth/dashboard|Mona')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('test-access-token');
    resetSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSession.getState().user).toBeNull();
  });
});

describe('toaster with nested providers', () => {
  test('a toast shows once even when a remote wraps its own PortalUiProvider', async () => {
    const { PortalUiProvider } = await import('./index');
    renderWithProviders(
      <PortalUiProvider>
        <p>remote</p>
      </PortalUiProvider>,
    );
    act(() => {
      toast.success('Family member removed successfully');
      bus.emit('toast', { type: 'info', message: 'No record found' });
    });
    expect(await screen.findByText('Family member removed successfully')).toBeInTheDocument();
    expect(await screen.findByText('No record found')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getAllByText('Family member removed successfully')).toHaveLength(1);
    expect(screen.getAllByText('No record found')).toHaveLength(1);
  });
});

describe('brand from the address', () => {
  test('?brandName= wins over the stored brand, is stored and announced; no query keeps the stored one', async () => {
    const { adoptBrandFromLocation } = await import('./index');
    useSession.getState().setBrand('medeor');
    const heard: string[] = [];
    const off = bus.on('brand', ({ brand }) => heard.push(brand));
    expect(adoptBrandFromLocation('?brandName=lifecare')).toBe('lifecare');
    expect(localStorage.getItem('brandName')).toBe('lifecare');
    expect(adoptBrandFromLocation('')).toBe('lifecare');
    expect(adoptBrandFromLocation('?brandName=bogus')).toBe('lifecare');
    off();
    expect(heard).toEqual(['lifecare']);
  });
  test('the provider applies the address brand before its first paint', () => {
    window.history.replaceState(null, '', '/home/login?brandName=llh');
    try {
      renderWithProviders(<p>login</p>);
      expect(document.documentElement.style.getPropertyValue('--portal-primary')).toBe(BRAND_THEMES.llh.primary);
      expect(useSession.getState().brandName).toBe('llh');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
