import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { HealthToolsPage } from '../pages/content-pages.page';

/** docs/product.md#content-health-tools: BMI to 2 decimals with its band, the height rule, and a high stroke risk, in English and Arabic. */
const T = {
  en: { stroke: 'Stroke Risk Calculator', calculate: 'Calculate', normal: 'Normal', obesity: 'Obesity', height: 'Height must be between 30 and 340 cm', required: 'All fields are required', high: 'High risk', low: 'Low risk', all8: 'All 8 questions are required.' },
  ar: { stroke: 'حاسبة خطر السكتة الدماغية', calculate: 'احسب', normal: 'طبيعي', obesity: 'سمنة', height: null, required: null, high: 'خطر مرتفع', low: 'خطر منخفض', all8: 'جميع الأسئلة الثمانية مطلوبة.' },
};

for (const lang of ['en', 'ar'] as const) {
  test(`compute a BMI and a high stroke risk (${lang})`, async ({ page }) => {
    await signIn(page, undefined, { lang });
    const tools = new HealthToolsPage(page);
    await tools.open();
    const t = T[lang];

    await test.step('every BMI field is required', async () => {
      await page.getByRole('button', { name: t.calculate }).click();
      if (t.required) await expect(page.getByText(t.required)).toBeVisible();
      await expect(page.getByTestId('bmi-result')).toHaveCount(0);
    });

    await test.step('a height outside 30–340 cm is refused', async () => {
      await tools.bmi({ age: '35', gender: 'female', height: '20', weight: '70' });
      await page.getByRole('button', { name: t.calculate }).click();
      if (t.height) await expect(page.getByText(t.height)).toBeVisible();
      await expect(page.getByTestId('bmi-result')).toHaveCount(0);
    });

    await test.step('170 cm and 70 kg give 24.22, Normal', async () => {
      await tools.bmi({ age: '35', gender: 'female', height: '170', weight: '70' });
      await page.getByRole('button', { name: t.calculate }).click();
      await expect(page.getByTestId('bmi-value')).toHaveText('24.22');
      await expect(page.getByTestId('bmi-band')).toHaveText(t.normal);
      await expect(page.getByTestId('bmi-result')).toHaveAttribute('data-band', 'normal');
    });

    await test.step('165 cm and 95 kg give 34.89, Obesity', async () => {
      await tools.bmi({ age: '50', gender: 'male', height: '165', weight: '95' });
      await page.getByRole('button', { name: t.calculate }).click();
      await expect(page.getByTestId('bmi-value')).toHaveText('34.89');
      await expect(page.getByTestId('bmi-band')).toHaveText(t.obesity);
    });

    await test.step('the stroke calculator needs all 8 answers, then shows a high risk', async () => {
      await page.getByRole('tab', { name: t.stroke }).click();
      await page.getByRole('button', { name: t.calculate }).click();
      await expect(page.getByText(t.all8)).toBeVisible();
      await tools.answerAllStroke(0);
      await page.getByRole('button', { name: t.calculate }).click();
      await expect(page.getByTestId('stroke-result')).toHaveAttribute('data-risk', 'high');
      await expect(page.getByTestId('stroke-risk')).toHaveText(t.high);
    });

    await test.step('healthy answers give a low risk', async () => {
      for (const q of ['bloodPressure', 'cholesterol', 'bodyWeight', 'exercise', 'familyHistory']) await page.getByTestId(`stroke-${q}`).locator('label').nth(2).click();
      for (const q of ['diabetic', 'smoker', 'atrialFibrillation']) await page.getByTestId(`stroke-${q}`).locator('label').nth(1).click();
      await page.getByRole('button', { name: t.calculate }).click();
      await expect(page.getByTestId('stroke-risk')).toHaveText(t.low);
    });
  });
}
