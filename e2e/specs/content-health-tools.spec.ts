import { test, expect } from '../support/test';
import { HealthToolsPage } from '../pages/content-pages.page';

/** docs/product.md#content-health-tools: BMI to 2 decimals with its band, the height rule, and a high stroke risk, in English and Arabic. */
for (const lang of ['en', 'ar'] as const) {
  test.describe(() => {
    test.use({ lang });
    test(`compute a BMI and a high stroke risk (${lang})`, async ({ patientPage: page }) => {
      const tools = new HealthToolsPage(page, lang);
      await tools.open();
      const t = tools.L;

      await test.step('every BMI field is required', async () => {
        await tools.calculate();
        if (t.required) await expect(tools.message(t.required)).toBeVisible();
        await expect(tools.bmiResult()).toHaveCount(0);
      });

      await test.step('a height outside 30–340 cm is refused', async () => {
        await tools.bmi({ age: '35', gender: 'female', height: '20', weight: '70' });
        await tools.calculate();
        if (t.height) await expect(tools.message(t.height)).toBeVisible();
        await expect(tools.bmiResult()).toHaveCount(0);
      });

      await test.step('170 cm and 70 kg give 24.22, Normal', async () => {
        await tools.bmi({ age: '35', gender: 'female', height: '170', weight: '70' });
        await tools.calculate();
        await expect(tools.bmiValue()).toHaveText('24.22');
        await expect(tools.bmiBand()).toHaveText(t.normal);
        await expect(tools.bmiResult()).toHaveAttribute('data-band', 'normal');
      });

      await test.step('165 cm and 95 kg give 34.89, Obesity', async () => {
        await tools.bmi({ age: '50', gender: 'male', height: '165', weight: '95' });
        await tools.calculate();
        await expect(tools.bmiValue()).toHaveText('34.89');
        await expect(tools.bmiBand()).toHaveText(t.obesity);
      });

      await test.step('the stroke calculator needs all 8 answers, then shows a high risk', async () => {
        await tools.openStroke();
        await tools.calculate();
        await expect(tools.message(t.all8)).toBeVisible();
        await tools.answerAllStroke(0);
        await tools.calculate();
        await expect(tools.strokeResult()).toHaveAttribute('data-risk', 'high');
        await expect(tools.strokeRisk()).toHaveText(t.high);
      });

      await test.step('healthy answers give a low risk', async () => {
        for (const q of ['bloodPressure', 'cholesterol', 'bodyWeight', 'exercise', 'familyHistory']) await tools.answerStroke(q, 2);
        for (const q of ['diabetic', 'smoker', 'atrialFibrillation']) await tools.answerStroke(q, 1);
        await tools.calculate();
        await expect(tools.strokeRisk()).toHaveText(t.low);
      });
    });
  });
}
