import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { latestOtp, registerThroughApi, signIn } from '../support/auth';
import { LABELS, YES } from '../pages/appointments-labels.page';
import { LoginPage } from '../pages/login.page';
import { OtpPage } from '../pages/otp.page';
import { FirstViewPage } from '../pages/first-view.page';
import { FindDoctorPage } from '../pages/appointments-find-doctor.page';
import { SharedBooking } from '../pages/booking-shared.page';
import { ManageFamilyPage } from '../pages/account-family.page';
import { ConfirmDialog, Navigation, TopBar, legalButton, openDialog, toasts } from '../pages/shell-frame.page';

/**
 * WCAG 2.2 AA, keyboard operation: from the login page to a booked appointment with the keyboard alone (Tab, Shift+Tab, Enter,
 * Space, arrows and typing; no click anywhere). On the way: every element that takes focus shows it (an
 * outline or a box-shadow; the booking date field in each of its parts), the login form's errors are announced (aria-live / role=alert), and the booking
 * confirmation dialog keeps focus inside while open and gives it back to the button that opened it.
 */
const L = LABELS.en;

/** Whether the focused element draws a visible focus indicator (outline or box-shadow). */
async function focusIsVisible(page: Page): Promise<{ visible: boolean; what: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { visible: false, what: 'nothing focused' };
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    const shadow = s.boxShadow !== 'none' && s.boxShadow !== '';
    const attrs = ['id', 'name', 'type'].map((a) => (el.getAttribute(a) ? `[${a}=${el.getAttribute(a)}]` : '')).join('');
    const what = `${el.tagName.toLowerCase()}${attrs} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" (outline ${s.outlineStyle} ${s.outlineWidth}, box-shadow ${s.boxShadow})`;
    return { visible: outline || shadow, what };
  });
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * Presses Tab until `target` has focus, checking on every stop that focus is visible. Fails when the target
 * is not reached within `max` stops (it would not be reachable by keyboard).
 */
async function tabTo(page: Page, target: Locator, max = 80, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeVisible();
  const invisible: string[] = [];
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) break;
    await page.keyboard.press(key);
    const f = await focusIsVisible(page);
    if (!f.visible && f.what !== 'nothing focused') invisible.push(f.what);
  }
  expect(await isFocused(target), `reached by ${key} within ${max} stops`).toBe(true);
  expect(invisible, 'elements that took focus without showing it').toEqual([]);
}

test('keyboard only: log in, find a doctor, book a slot (en, desktop)', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { user, data } = await registerThroughApi(page.request);
  // As after 'Choose Hospital', so the entry dialog does not interrupt the journey (it is checked elsewhere).
  const saved = await page.request.put('/api/user/preferredfacility', { headers: { authorization: `Bearer ${data.token}` }, data: { facilityId: 101, vblog: 'burjeel-hospital-abu-dhabi' } });
  expect(saved.ok()).toBe(true);
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));

  await page.goto('/home/login');
  const login = new LoginPage(page);
  const mobile = login.mobile();
  const password = login.password();
  await expect(mobile).toBeVisible({ timeout: 30_000 });

  await test.step('an invalid mobile number is announced, and focus goes back to the field', async () => {
    await tabTo(page, mobile);
    await page.keyboard.type('12');
    await tabTo(page, password, 5);
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    const error = new FirstViewPage(page).message('Please enter valid Mobile Number');
    await expect(error).toBeVisible();
    // Announced: inside a live region or an alert.
    expect(await error.evaluate((el) => !!el.closest('[aria-live="polite"], [aria-live="assertive"], [role="alert"], [role="status"]'))).toBe(true);
    await expect(mobile).toBeFocused();
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('a wrong password is announced as an alert', async () => {
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(user.mobile);
    await tabTo(page, password, 5);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Wrong#2026pass');
    await page.keyboard.press('Enter');
    const alert = toasts(page, /\S/);
    await expect(alert.first()).toBeVisible();
  });

  await test.step('the right password, then the SMS code typed into the OTP boxes', async () => {
    await tabTo(page, password, 20, 'Shift+Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(user.password);
    const since = Date.now() - 1000;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home\/otpforlogin$/);
    const code = await latestOtp(page.request, user.callingCode, user.mobile, since);
    const firstBox = new OtpPage(page).firstBox();
    await expect(firstBox).toBeVisible();
    if (!(await isFocused(firstBox))) await tabTo(page, firstBox, 20);
    await page.keyboard.type(code, { delay: 30 });
    await expect(page).toHaveURL(/\/auth\/dashboard$/, { timeout: 30_000 });
  });

  await test.step('the menu leads to Find Doctor', async () => {
    const findDoctor = new Navigation(page).link(L.menu.findDoctor);
    await tabTo(page, findDoctor);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth\/findDoctor$/i);
  });

  await test.step('a doctor card’s Book button', async () => {
    const book = new FindDoctorPage(page, 'en').bookButtons().first();
    await expect(book).toBeVisible({ timeout: 30_000 });
    await tabTo(page, book, 120);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth\/bookappointment$/);
  });

  const booking = new SharedBooking(page, 'en');
  await test.step('the date field shows a 2px ring on each of its parts (day, month, year)', async () => {
    const parts = booking.dateParts;
    await expect(parts).toHaveCount(3);
    await tabTo(page, parts.first(), 60);
    for (let i = 0; i < 3; i++) {
      await expect(parts.nth(i)).toBeFocused();
      const ring = await parts.nth(i).evaluate((el) => {
        const s = getComputedStyle(el);
        return `${s.outlineStyle} ${s.outlineWidth}`;
      });
      expect(ring).toBe('solid 2px');
      await page.keyboard.press('Tab');
    }
    expect((await focusIsVisible(page)).visible).toBe(true);
  });

  const confirm = booking.button(L.book.confirm);
  await test.step('a slot chosen with Space (or the next available date first)', async () => {
    await expect(booking.loadingSlots).toHaveCount(0, { timeout: 30_000 });
    if ((await booking.slots.count()) === 0) {
      const next = booking.nextDate;
      await tabTo(page, next, 120);
      await page.keyboard.press('Enter');
      await expect(booking.slots.first()).toBeVisible();
    }
    const slot = booking.slots.first();
    await tabTo(page, slot, 120);
    await page.keyboard.press('Space');
    await expect(slot).toHaveAttribute('aria-checked', 'true');
    await expect(confirm).toBeEnabled();
  });

  await test.step('the confirmation dialog keeps focus inside and gives it back on Escape', async () => {
    await tabTo(page, confirm, 40);
    await page.keyboard.press('Enter');
    const confirmation = new ConfirmDialog(page);
    const dialog = confirmation.dialog;
    await expect(dialog).toBeVisible();
    // Focus starts on the safe choice (No) and cycles inside the dialog, both ways.
    await expect(confirmation.button('No')).toBeFocused();
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `focus inside the dialog after ${key}`).toBe(true);
      expect((await focusIsVisible(page)).visible).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(confirm).toBeFocused();
  });

  await test.step('Enter, then Yes: the appointment is booked', async () => {
    await page.keyboard.press('Enter');
    const confirmation = new ConfirmDialog(page);
    await expect(confirmation.dialog).toBeVisible();
    await tabTo(page, confirmation.button(YES.en), 4);
    await page.keyboard.press('Enter');
    const success = booking.success;
    await expect(success).toBeVisible({ timeout: 30_000 });
    await expect(success).toContainText(/\d/);
  });

  await test.step('the booking is real: the API lists it as upcoming', async () => {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const res = await page.request.get('/api/appointment/appointments?brandName=burjeel&familyMemberId=0', { headers: { authorization: `Bearer ${token}` } });
    expect(res.ok(), await res.text()).toBe(true);
    expect(((await res.json()).data.upcomingAppts as unknown[]).length).toBeGreaterThanOrEqual(1);
  });
});

/**
 * Every dialog of the portal opens through the shared Dialog, which gives focus back to the element that opened
 * it: a footer link's legal text (public), a remote's dialog opened by the shell (Choose Hospital in the top bar)
 * and a form dialog inside a page (Add Family Member), each opened with Enter and closed with Escape.
 */
test('dialogs give focus back to the element that opened them (terms, privacy, choose hospital, add family member)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  const roundTrip = async (opener: Locator) => {
    await expect(opener).toBeVisible({ timeout: 30_000 });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = openDialog(page);
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  };

  await page.goto('/home/login');
  await roundTrip(legalButton(page, 'Terms and Conditions'));
  await roundTrip(legalButton(page, 'Privacy Policy'));

  await signIn(page, undefined, { lang: 'en' });
  await page.goto('/auth/manageFamily');
  await roundTrip(new TopBar(page).hospitalButtonNamed(/Choose Hospital/i));
  await roundTrip(new ManageFamilyPage(page).addButton());
});
