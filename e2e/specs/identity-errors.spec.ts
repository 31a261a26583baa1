import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { LoginPage } from '../pages/login.page';
import { OtpPage, newestSmsId, readOtp } from '../pages/otp.page';
import { RegisterPage, newPerson, registerThroughApi } from '../pages/register.page';
import { SignUpPage } from '../pages/sign-up.page';
import { ForgotPasswordPage } from '../pages/forgot-password.page';
import { toastWith as toast } from '../pages/uaepass.page';
import { documentRoot } from '../pages/shell-frame.page';

/**
 * Every error and outcome message (docs/product.md#everywhere-messages) for login, registration and password reset, each reached against the
 * real API. Where a message needs a server fault that cannot be caused from outside (a network failure,
 * a server error), the browser's request is aborted or answered with a 500 and the test says so.
 */

const DEMO = { callingCode: '971', mobile: '501234567', password: 'Portal@2026', dateOfBirth: '15/03/1988' };

test.describe('login', () => {
  test('unknown user', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(newPerson().mobile, 'Portal@2026');
    await expect(toast(page, 'You are not a registered user. Please Register to continue!')).toBeVisible();
    await expect(page).toHaveURL(/\/home\/login$/);
  });

  test('wrong password: the server message; the fifth locks the account (423), per language', async ({ page, request }) => {
    test.setTimeout(120_000);
    const person = newPerson();
    await registerThroughApi(request, person);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(person.mobile, 'Wrong#2026');
    await expect(toast(page, 'Invalid mobile number or password. 4 attempts left before your account is locked for 15 minutes.')).toBeVisible();
    // The server words the attempts left itself: in the page's language, not the browser's (English here).
    await login.languageToggle().click();
    await expect(documentRoot(page)).toHaveAttribute('dir', 'rtl');
    await login.submit().click();
    await expect(toast(page, 'رقم الهاتف المتحرك أو كلمة المرور غير صحيحة. متبقٍ 3 محاولات قبل قفل حسابك لمدة 15 دقيقة.')).toBeVisible();
    await login.languageToggle().click();
    await expect(documentRoot(page)).toHaveAttribute('dir', 'ltr');
    for (let i = 0; i < 2; i++) {
      const res = await request.post('/api/auth/identify', { data: { callingCode: '971', mobile: person.mobile, password: 'Wrong#2026', isInvokedForLogin: true } });
      expect(res.status()).toBe(200);
    }
    await login.submit().click();
    await expect(toast(page, /locked/i)).toBeVisible();
    await login.languageToggle().click();
    await login.submit().click();
    await expect(toast(page, 'يرجى المحاولة بعد قليل')).toBeVisible();
  });

  test('too many attempts (429) and a network failure give the daily limit text', async ({ page, request }) => {
    test.setTimeout(120_000);
    const person = newPerson();
    await registerThroughApi(request, person);
    const login = new LoginPage(page);
    await login.goto();
    await test.step('a network failure (request aborted in the browser)', async () => {
      await page.route('**/api/auth/identify', (route) => route.abort('internetdisconnected'));
      await login.login(person.mobile, person.password);
      await expect(toast(page, 'You have exceeded the login limit for a day.')).toBeVisible();
      await page.unroute('**/api/auth/identify');
    });
    await test.step('the server refusing more codes for the number (429)', async () => {
      let status = 200;
      for (let i = 0; i < 8 && status !== 429; i++) {
        status = (await request.post('/api/auth/identify', { data: { callingCode: '971', mobile: person.mobile, password: person.password, isInvokedForLogin: true } })).status();
      }
      expect(status).toBe(429);
      await page.reload();
      await login.login(person.mobile, person.password);
      await expect(toast(page, 'You have exceeded the login limit for a day.')).toBeVisible();
    });
  });

  // Fresh people rather than the demo patient: a number may receive only 5 codes an hour, and other
  // journeys of the same run log the demo patient in.
  test('invalid OTP, resend after the countdown, and the OTP page without its state', async ({ page, request }) => {
    test.setTimeout(90_000);
    const person = newPerson();
    await registerThroughApi(request, person);
    await page.clock.install();
    const login = new LoginPage(page);
    await login.goto();
    await login.login(person.mobile, person.password);
    const otp = new OtpPage(page);
    await otp.expectVisible();
    await otp.enter('000000');
    await expect(toast(page, 'Invalid OTP')).toBeVisible();
    await expect(otp.firstBox()).toHaveValue('');
    await test.step('Resend is enabled at 00:00 and sends a new code', async () => {
      const resend = otp.resend();
      await expect(resend).toBeDisabled();
      await page.clock.fastForward(61_000);
      await expect(resend).toBeEnabled();
      const before = await newestSmsId(request, person.callingCode, person.mobile);
      await resend.click();
      await expect(toast(page, 'A new OTP has been sent to your mobile number')).toBeVisible();
      await expect(otp.countdown()).toHaveText('01:00');
      await otp.enter(await readOtp(request, person.callingCode, person.mobile, before));
      await expect(page).toHaveURL(/\/auth\/dashboard$/);
    });
    await test.step('without state the OTP page goes back to login', async () => {
      await page.evaluate(() => localStorage.clear());
      await page.goto('/home/otpforlogin');
      await expect(page).toHaveURL(/\/home\/login$/);
    });
  });

  test('single-sign-on brand without a configured address', async ({ page, request }) => {
    test.setTimeout(90_000);
    const person = newPerson();
    await registerThroughApi(request, person);
    const login = new LoginPage(page);
    await login.goto('?brandName=colab');
    const before = await newestSmsId(request, person.callingCode, person.mobile);
    await login.login(person.mobile, person.password);
    await new OtpPage(page).enter(await readOtp(request, person.callingCode, person.mobile, before));
    await expect(toast(page, 'Something went wrong. Please try again later.')).toBeVisible();
    await expect(page).toHaveURL(/\/home\/otpforlogin$/);
  });
});

test.describe('registration', () => {
  test('already registered: the message, then login after 2 s', async ({ page }) => {
    const register = new RegisterPage(page);
    await register.goto();
    await register.fill({ ...newPerson(), mobile: DEMO.mobile, dateOfBirth: DEMO.dateOfBirth, emiratesId: '784198812345671' });
    await register.continueAndConfirm();
    await expect(toast(page, 'This mobile number is already registered with us. Please try logging in using this number')).toBeVisible();
    await expect(page).toHaveURL(/\/home\/login$/, { timeout: 5000 });
  });

  test('form rules: Emirates ID with the birth year, date format and future dates, terms', async ({ page }) => {
    const register = new RegisterPage(page);
    await register.goto();
    const person = newPerson();
    await register.mobile().fill(person.mobile);
    await register.documentId().pressSequentially('784199912345678');
    await register.dateOfBirth().pressSequentially('01011990');
    await register.continue().click();
    await expect(register.message('Invalid Emirates Id or date of birth')).toBeVisible();
    await expect(register.message('Please accept the Terms and Conditions and the Privacy Policy')).toBeVisible();
    await register.dateOfBirth().fill('01/01/2999');
    await expect(register.message("DOB cannot be greater than today's date")).toBeVisible();
    await register.dateOfBirth().fill('1/1/90');
    await expect(register.message('Please enter a valid date in dd/mm/yyyy format')).toBeVisible();
    await register.documentType().selectOption('4');
    await register.documentId().fill('A12');
    await expect(register.message('Please enter correct Document ID')).toBeVisible();
    await expect(register.confirmDialog()).toHaveCount(0);
  });

  test('invalid registration OTP, then the back link', async ({ page }) => {
    const register = new RegisterPage(page);
    await register.goto();
    const person = newPerson();
    await register.fill(person);
    await register.continueAndConfirm();
    const otp = new OtpPage(page);
    await otp.expectVisible();
    await otp.enter('000000');
    await expect(toast(page, 'Invalid OTP')).toBeVisible();
    await otp.back().click();
    await expect(register.mobile()).toHaveValue(person.mobile);
  });

  async function reachSignUp(page: Page, request: Parameters<typeof registerThroughApi>[0]) {
    const person = newPerson();
    const register = new RegisterPage(page);
    await register.goto();
    await register.fill(person);
    const before = await newestSmsId(request, person.callingCode, person.mobile);
    await register.continueAndConfirm();
    await new OtpPage(page).enter(await readOtp(request, person.callingCode, person.mobile, before));
    const signUp = new SignUpPage(page);
    await signUp.expectVisible();
    return { person, signUp };
  }

  test('All fields are required, password rules, and Error in registration (body altered in the browser)', async ({ page, request }) => {
    const { person, signUp } = await reachSignUp(page, request);
    await signUp.submit().click();
    await expect(toast(page, 'All fields are required')).toBeVisible();
    await signUp.fill(person);
    await signUp.password().fill('short1!');
    await expect(signUp.message('Min password length is 8 characters')).toBeVisible();
    await signUp.password().fill(person.password);
    await signUp.confirmPassword().fill('Other@2026');
    await expect(signUp.message('New Password and Confirm Password do not match')).toBeVisible();
    await signUp.confirmPassword().fill(person.password);
    // The server binds the code to the verified document: a different one is refused.
    await page.route('**/api/user/register', (route) => {
      const body = route.request().postDataJSON();
      return route.continue({ postData: JSON.stringify({ ...body, documentId: `${body.documentId.slice(0, 7)}00000000` }) });
    });
    await signUp.submit().click();
    await expect(toast(page, 'Error in registration')).toBeVisible();
    await expect(page).toHaveURL(/\/home\/login$/, { timeout: 6000 });
  });

  test('Please verify mobile number (a code that was never verified)', async ({ page, request }) => {
    const { person, signUp } = await reachSignUp(page, request);
    await signUp.fill(person);
    await page.route('**/api/user/register', (route) => {
      const body = route.request().postDataJSON();
      return route.continue({ postData: JSON.stringify({ ...body, referenceId: 'not-a-reference' }) });
    });
    await signUp.submit().click();
    await expect(toast(page, 'Please verify mobile number')).toBeVisible();
  });

  test('sign-up without its state goes back to registration', async ({ page }) => {
    await page.goto('/home/sign-up');
    await expect(page).toHaveURL(/\/home\/register$/);
  });
});

test.describe('forgot password', () => {
  test('date of birth required, user not found, invalid date of birth', async ({ page }) => {
    const forgot = new ForgotPasswordPage(page);
    await forgot.goto();
    await forgot.mobile().fill(DEMO.mobile);
    await forgot.send().click();
    await expect(forgot.message('Please select your date of birth')).toBeVisible();
    await forgot.request(newPerson().mobile, '01/01/1990');
    await expect(toast(page, 'User not found, please register')).toBeVisible();
    await forgot.request(DEMO.mobile, '01/01/1990');
    await expect(toast(page, 'Invalid date of birth')).toBeVisible();
  });

  test('Error in sending otp (server failure answered in the browser)', async ({ page }) => {
    const forgot = new ForgotPasswordPage(page);
    await forgot.goto();
    await page.route('**/api/user/sendotpforpassword', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: { status: 'Invalid', message: 'Something went wrong!' }, data: null }) }));
    await forgot.request(DEMO.mobile, DEMO.dateOfBirth);
    await expect(toast(page, 'Error in sending otp')).toBeVisible();
  });

  test('Invalid OTP, then Error in resetting password (code altered in the browser)', async ({ page, request }) => {
    test.setTimeout(90_000);
    const person = newPerson();
    await registerThroughApi(request, person);
    const forgot = new ForgotPasswordPage(page);
    await forgot.goto();
    const before = await newestSmsId(request, person.callingCode, person.mobile);
    await forgot.request(person.mobile, person.dateOfBirth);
    await expect(toast(page, 'OTP sent to your mobile number')).toBeVisible();
    const otp = new OtpPage(page);
    await otp.expectVisible();
    await otp.enter('000000');
    await expect(toast(page, 'Invalid OTP')).toBeVisible();
    await otp.enter(await readOtp(request, person.callingCode, person.mobile, before));
    await page.route('**/api/user/resetpassword', (route) => route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), otp: '000000' }) }));
    await forgot.setNewPassword('Changed#2027', 'Changed#2028');
    await expect(forgot.message('New Password and Confirm Password do not match')).toBeVisible();
    await forgot.setNewPassword('Changed#2027');
    await expect(toast(page, 'Error in resetting password')).toBeVisible();
  });
});
