import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { LoginPage, logoutThroughMenu } from '../pages/login.page';
import { AccountEntry, ProfilePage } from '../pages/account-profile.page';
import { RegisterPage } from '../pages/register.page';
import { documentRoot } from '../pages/shell-frame.page';
import {
  IDENTITY,
  IdentityProviderPage,
  LinkOrRegisterDialog,
  UaeRegisterPage,
  chooseHospitalThroughApi,
  expectNoAxeViolations,
  recordExchanges,
  resetIdentity,
  toastWith,
} from '../pages/uaepass.page';

/**
 * The national digital identity (docs/product.md#accounts-digital-identity): every identity of the embedded OpenID provider,
 * through its real pages, in a real browser. The spec's messages are checked word for word in English
 * (and by their Arabic translation where the journey runs in Arabic).
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const NOT_ELIGIBLE =
  'You are not eligible to access this service. Your account is either not upgraded or you have a visitor account. Please contact the provider to access the services.';

/** Every address the tab went to (to see the provider's pages pass by). */
function recordNavigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) seen.push(f.url());
  });
  return seen;
}

async function toProvider(page: Page, lang: 'en' | 'ar', via: 'login' | 'register' = 'login') {
  await (via === 'login' ? new LoginPage(page) : new RegisterPage(page)).uaePassButton().click();
  const provider = new IdentityProviderPage(page);
  await provider.expectVisible(lang);
  return provider;
}

test('SOP3 linked to the demo patient logs straight in; one exchange; locked profile; logout through the provider; the code cannot be used again', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const exchanges = recordExchanges(page);
  const navigations = recordNavigations(page);
  const login = new LoginPage(page);
  await login.goto();

  await test.step('the provider’s page: the test identities, checked with axe; sign in as the SOP3 identity', async () => {
    const provider = await toProvider(page, 'en');
    for (const key of Object.keys(IDENTITY) as (keyof typeof IDENTITY)[]) await expect(provider.identity(key)).toBeVisible();
    await expectNoAxeViolations(page);
    await provider.choose('sop3Linked');
    await expect(page).toHaveURL(/\/auth\/dashboard$/);
    expect(exchanges.count).toBe(1);
    const stored = await page.evaluate(() => ({ uaeUser: localStorage.getItem('uaeUser'), user: JSON.parse(localStorage.getItem('user') ?? 'null') }));
    expect(stored.uaeUser).toBe('true');
    expect(stored.user).toMatchObject({ mobile: IDENTITY.sop3Linked.mobile, firstName: 'Ahmed' });
  });

  await test.step('profile: name, email, gender and nationality locked; no change-password card', async () => {
    await chooseHospitalThroughApi(page);
    const profile = new ProfilePage(page);
    await profile.open();
    await expect(profile.text('Your name, email, gender and nationality come from UAE PASS and cannot be changed here.')).toBeVisible();
    for (const name of ['firstName', 'lastName', 'email']) await expect(profile.formField(name)).toBeDisabled();
    await expect(profile.heading('Change Password')).toHaveCount(0);
    await expect(profile.heading('Delete Account')).toBeVisible();
  });

  await test.step('logout goes through the provider’s end-session page and back to /home/login', async () => {
    await logoutThroughMenu(page);
    expect(navigations.some((u) => new URL(u).pathname === '/idp/session/end')).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('uaeUser'))).toBeNull();
  });

  await test.step('the same code again: refused by the server (BadRequest) and by the page (no state of its own)', async () => {
    // The provider's return address, as the tab saw it.
    const back = navigations.map((u) => new URL(u)).find((u) => u.pathname === '/home/login' && u.searchParams.get('code'))!;
    const used = { accessCode: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
    const res = await page.request.post('/api/auth/authorizeuaepassuser', { data: used });
    expect((await res.json()).message).toEqual({ status: 'BadRequest', message: 'Inactive authorization code received from token request' });
    await page.goto(`/home/login?code=${encodeURIComponent(used.accessCode)}&state=${encodeURIComponent(used.state)}`);
    await expect(toastWith(page, /was not started in this browser tab/)).toBeVisible();
    await expect(page).toHaveURL(/\/home\/login$/);
    expect(exchanges.count).toBe(1);
  });

  await test.step('the provider’s session ended with the logout: its page shows again; Cancel → ‘User cancelled the login’', async () => {
    const provider = await toProvider(page, 'en');
    await provider.cancel().click();
    await expect(toastWith(page, 'User cancelled the login')).toBeVisible();
    await expect(page).toHaveURL(/\/home\/login$/);
  });
});

test('Arabic: cancel, then SOP3 — the provider speaks Arabic and the code is exchanged on the first load', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const exchanges = recordExchanges(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.languageToggle().click();
  await expect(documentRoot(page)).toHaveAttribute('dir', 'rtl');

  await test.step('cancel at the provider', async () => {
    const provider = await toProvider(page, 'ar');
    await expectNoAxeViolations(page);
    await provider.cancel().click();
    await expect(toastWith(page, 'ألغى المستخدم تسجيل الدخول')).toBeVisible();
  });

  await test.step('SOP3: one load of the login page, one exchange, the dashboard', async () => {
    let loginLoads = 0;
    page.on('load', () => {
      if (new URL(page.url()).pathname === '/home/login') loginLoads += 1;
    });
    const provider = await toProvider(page, 'ar');
    await provider.choose('sop3Linked');
    await expect(page).toHaveURL(/\/auth\/dashboard$/);
    await expect(documentRoot(page)).toHaveAttribute('dir', 'rtl');
    expect(exchanges.count).toBe(1);
    expect(loginLoads).toBe(1);
  });
});

test('SOP2 without an account: link or register → No → /home/UAEregister (read-only details, date of birth) → the dashboard', async ({ page, request }) => {
  test.setTimeout(120_000);
  await resetIdentity(request, 'sop2New');
  await page.setViewportSize(DESKTOP);
  const login = new LoginPage(page);
  await login.goto();
  const provider = await toProvider(page, 'en');
  await provider.choose('sop2New');

  const dialog = new LinkOrRegisterDialog(page);
  await test.step('the choice (checked with axe)', async () => {
    await expect(dialog.dialog()).toBeVisible();
    await expect(dialog.dialog()).toContainText('Do you already have an account?');
    await expect(dialog.dialog()).toContainText(IDENTITY.sop2New.name);
    await expectNoAxeViolations(page);
    await dialog.noRegister().click();
  });

  const register = new UaeRegisterPage(page);
  await test.step('the identity registration screen (checked with axe)', async () => {
    await register.expectVisible();
    await expect(register.heading('Register with UAE PASS')).toBeVisible();
    await expect(register.field('firstName')).toHaveValue('Layla');
    await expect(register.field('lastName')).toHaveValue('Al Hammadi');
    await expect(register.field('email')).toHaveValue('layla.alhammadi@id.example');
    await expect(register.field('documentIdShown')).toHaveValue('784-1992-7654321-8');
    await expect(register.field('nationality')).toHaveValue('United Arab Emirates');
    for (const name of ['firstName', 'lastName', 'email', 'gender', 'nationality', 'documentIdShown']) await expect(register.field(name)).toHaveAttribute('readonly', '');
    await expect(register.field('mobile')).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  await test.step('a date of birth that does not match the Emirates ID is refused; the right one registers', async () => {
    await register.dateOfBirth().fill('01/01/1990');
    await register.submit().click();
    await expect(register.message('Invalid Emirates Id or date of birth')).toBeVisible();
    await register.dateOfBirth().fill(IDENTITY.sop2New.dateOfBirth);
    await register.submit().click();
    await expect(page).toHaveURL(/\/auth\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('uaeUser'))).toBe('true');
    await new AccountEntry(page).pickHospital('BU10');
    await expect(new AccountEntry(page).choose()).toBeHidden();
  });

  await test.step('next time the identity logs straight in', async () => {
    await logoutThroughMenu(page);
    const again = await toProvider(page, 'en');
    await again.choose('sop2New');
    await expect(page).toHaveURL(/\/auth\/dashboard$/);
  });
});

test('Arabic: SOP2 whose mobile is registered — registering says so, then linking with the password logs in', async ({ page, request }) => {
  test.setTimeout(120_000);
  await resetIdentity(request, 'sop2Registered');
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
  const login = new LoginPage(page);
  await login.goto();
  const provider = await toProvider(page, 'ar');
  await provider.choose('sop2Registered');

  const dialog = new LinkOrRegisterDialog(page);
  const register = new UaeRegisterPage(page);
  await test.step('No → the registration screen (axe) → the number is taken', async () => {
    await expect(dialog.dialog()).toBeVisible();
    await expect(dialog.dialog()).toContainText('هل لديك حساب بالفعل؟');
    await expectNoAxeViolations(page);
    await dialog.noRegister().click();
    await register.expectVisible();
    await expect(documentRoot(page)).toHaveAttribute('dir', 'rtl');
    await expectNoAxeViolations(page);
    await register.dateOfBirth().fill('12/09/1990');
    await register.submit().click();
    await expect(register.taken()).toContainText('رقم هاتفك المتحرك مسجل بالفعل. يرجى ربطه بحسابك.');
    await expectNoAxeViolations(page);
  });

  await test.step('link instead: a wrong password is refused, the right one links and logs in', async () => {
    await register.linkInstead().click();
    await expect(page).toHaveURL(/\/home\/login$/);
    await expect(dialog.linkButton()).toHaveText('ربط الحساب أعلاه بمزوّد الهوية');
    await expect(dialog.mobile()).toHaveValue(IDENTITY.sop2Registered.mobile);
    // The number-taken toast (3 s) sits over the dialog's close button on a phone until it goes. A toast under the
    // pointer stays (it pauses on hover, as it should for a reader): the pointer leaves the bottom of the page first.
    await page.mouse.move(0, 0);
    await expect(toastWith(page, 'رقم هاتفك المتحرك مسجل بالفعل')).toBeHidden();
    await expectNoAxeViolations(page);
    await dialog.link(IDENTITY.sop2Registered.mobile, 'Wrong#2026');
    await expect(dialog.error()).toContainText('رقم الهاتف المتحرك أو كلمة المرور غير صحيحة');
    await dialog.password().fill(IDENTITY.sop2Registered.password);
    await dialog.linkButton().click();
    await expect(page).toHaveURL(/\/auth\/dashboard$/);
    const stored = await page.evaluate(() => ({ uaeUser: localStorage.getItem('uaeUser'), user: JSON.parse(localStorage.getItem('user') ?? 'null') }));
    expect(stored.uaeUser).toBe('true');
    expect(stored.user.mobile).toBe(IDENTITY.sop2Registered.mobile);
  });
});

test('SOP1 and visitor are refused with the spec’s message; the visitor then goes to registration', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  const navigations = recordNavigations(page);
  const exchanges = recordExchanges(page);
  const login = new LoginPage(page);
  await login.goto();

  await test.step('SOP1: the provider’s logout, back to the login page flagged isSOP1User, the not-eligible text', async () => {
    const provider = await toProvider(page, 'en');
    await provider.choose('sop1');
    // Three page loads before the text (the portal with the code, the provider's logout, the portal again):
    // each stage gets its own wait, so on a busy machine (two CPU-bound workers on two cores) the three are not
    // held to one wait.
    await expect.poll(() => navigations.some((u) => new URL(u).pathname === '/idp/session/end')).toBe(true);
    await expect.poll(() => navigations.some((u) => new URL(u).search === '?isSOP1User=true')).toBe(true);
    await expect(toastWith(page, NOT_ELIGIBLE)).toBeVisible();
    await expect(page).toHaveURL(/\/home\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  await test.step('visitor: the not-eligible text, then /home/register after 3 s', async () => {
    const provider = await toProvider(page, 'en');
    await provider.choose('visitor');
    await expect.poll(() => exchanges.count).toBe(2);
    await expect(toastWith(page, NOT_ELIGIBLE)).toBeVisible();
    await expect(page).toHaveURL(/\/home\/register$/, { timeout: 15_000 });
    expect(exchanges.count).toBe(2);
  });
});

test('a state this browser did not send is refused (page and server); sign-up with UAE PASS starts from the register page', async ({ page }) => {
  const exchanges = recordExchanges(page);
  const login = new LoginPage(page);
  await login.goto();
  await page.evaluate(() => sessionStorage.setItem('uaePassState', 'mine'));
  await page.goto('/home/login?code=planted&state=theirs');
  await expect(toastWith(page, /was not started in this browser tab/)).toBeVisible();
  expect(exchanges.count).toBe(0);

  const start = await (await page.request.post('/api/auth/uaepassstart', { data: { lang: 'en' } })).json();
  const wrong = await page.request.post('/api/auth/authorizeuaepassuser', { data: { accessCode: 'x', state: `${start.data.state}-not` } });
  expect((await wrong.json()).message).toEqual({ status: 'BadRequest', message: 'Inactive authorization code received from token request' });

  await page.goto('/home/register');
  await toProvider(page, 'en', 'register');
});

test('axe on the new screens, phone and desktop, English and Arabic', async ({ page, request }) => {
  test.setTimeout(150_000);
  await resetIdentity(request, 'sop2New');
  const login = new LoginPage(page);
  await page.setViewportSize(PHONE);
  await login.goto();
  const provider = await toProvider(page, 'en');
  const interaction = page.url();
  await test.step('the provider’s page', async () => {
    for (const [lang, viewport] of [['en', PHONE], ['en', DESKTOP], ['ar', DESKTOP], ['ar', PHONE]] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${interaction.split('?')[0]}?lang=${lang}`);
      await provider.expectVisible(lang);
      await expectNoAxeViolations(page);
    }
  });
  await test.step('link-or-register and /home/UAEregister: English on a phone', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${interaction.split('?')[0]}?lang=en`);
    await provider.choose('sop2New');
    const dialog = new LinkOrRegisterDialog(page);
    await expect(dialog.dialog()).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.yesLink().click();
    await expect(dialog.linkButton()).toHaveText('Link above account with the identity provider');
    await expectNoAxeViolations(page);
    await dialog.back().click();
    await dialog.noRegister().click();
    await new UaeRegisterPage(page).expectVisible();
    await expectNoAxeViolations(page);
  });
  await test.step('/home/UAEregister and the choice: Arabic on a desktop', async () => {
    await page.setViewportSize(DESKTOP);
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
    await page.reload();
    await new UaeRegisterPage(page).expectVisible();
    await expect(documentRoot(page)).toHaveAttribute('dir', 'rtl');
    await expectNoAxeViolations(page);
    // The provider remembers the identity: a new sign-in returns at once with a new answer.
    await login.goto();
    await login.uaePassButton().click();
    const dialog = new LinkOrRegisterDialog(page);
    await expect(dialog.dialog()).toBeVisible();
    await expect(dialog.dialog()).toContainText('هل لديك حساب بالفعل؟');
    await expectNoAxeViolations(page);
  });
});
