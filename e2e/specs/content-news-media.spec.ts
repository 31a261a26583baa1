import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { DashboardContent, MediaPage, NewsPage } from '../pages/content-pages.page';

/** docs/product.md#content-pages: news detail with Previous/Next from the dashboard widget, and a media video popup, in English and Arabic. */
const T = {
  en: { news: 'News', viewMore: 'View more', previous: 'Previous', next: 'Next' },
  ar: { news: 'الأخبار', viewMore: 'عرض المزيد', previous: 'السابق', next: 'التالي' },
};

for (const lang of ['en', 'ar'] as const) {
  test(`read a news item and step to the next, then play a media item (${lang})`, async ({ page }) => {
    await signIn(page, undefined, { lang });
    const dashboard = new DashboardContent(page);
    const news = new NewsPage(page);

    await test.step('the dashboard lists the first 5 news and media items', async () => {
      await dashboard.open();
      await expect(page.getByTestId('news-widget-item')).toHaveCount(5);
      await expect(page.getByTestId('media-widget-item')).toHaveCount(5);
      await expect(page.getByTestId('banner-carousel')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    });

    let firstTitle = '';
    await test.step('open the first news item: Previous is disabled at the first item', async () => {
      const first = page.getByTestId('news-widget-item').first();
      firstTitle = (await first.locator('p').first().innerText()).trim();
      await first.click();
      await expect(page).toHaveURL(/\/auth\/news$/);
      await expect(news.title()).toHaveText(firstTitle);
      await expect(news.previous()).toBeDisabled();
      await expect(news.previous()).toContainText(T[lang].previous);
      await expect(news.next()).toBeEnabled();
    });

    await test.step('Next shows the second item at the top of the page', async () => {
      await page.mouse.wheel(0, 2000);
      await news.next().click();
      await expect(news.title()).not.toHaveText(firstTitle);
      await expect(news.previous()).toBeEnabled();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await news.previous().click();
      await expect(news.title()).toHaveText(firstTitle);
    });

    await test.step('Next is disabled at the last item', async () => {
      await page.goto('/auth/allNews');
      const cards = page.getByTestId('news-card');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      expect(count).toBeGreaterThan(5);
      await cards.nth(count - 1).click();
      await expect(news.next()).toBeDisabled();
      await expect(news.previous()).toBeEnabled();
    });

    await test.step('a media item plays its video in a popup', async () => {
      const media = new MediaPage(page);
      await media.open();
      await page.getByTestId('media-card').first().click();
      const video = media.video();
      await expect(video).toBeVisible();
      await expect(video).toHaveAttribute('src', /\/content\/media\/video\/\d+\.webm$/);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await expect(video).toBeHidden();
    });
  });
}
