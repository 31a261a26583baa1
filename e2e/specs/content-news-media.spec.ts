import { test, expect } from '../support/test';
import { DashboardContent, MediaPage, NewsPage } from '../pages/content-pages.page';
import { documentRoot } from '../pages/shell-frame.page';

/** docs/product.md#content-pages: news detail with Previous/Next from the dashboard widget, and a media video popup, in English and Arabic. */
const T = {
  en: { news: 'News', viewMore: 'View more', previous: 'Previous', next: 'Next' },
  ar: { news: 'الأخبار', viewMore: 'عرض المزيد', previous: 'السابق', next: 'التالي' },
};

for (const lang of ['en', 'ar'] as const) {
  test.describe(() => {
    test.use({ lang });
    test(`read a news item and step to the next, then play a media item (${lang})`, async ({ patientPage: page }) => {
      const dashboard = new DashboardContent(page);
      const news = new NewsPage(page);

      await test.step('the dashboard lists the first 5 news and media items', async () => {
        await dashboard.open();
        await expect(dashboard.newsItems()).toHaveCount(5);
        await expect(dashboard.mediaItems()).toHaveCount(5);
        await expect(dashboard.bannerCarousel()).toBeVisible();
        await expect(documentRoot(page)).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      });

      let firstTitle = '';
      await test.step('open the first news item: Previous is disabled at the first item', async () => {
        const first = dashboard.newsItems().first();
        firstTitle = (await dashboard.itemTitle(first).innerText()).trim();
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
        const cards = news.cards();
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
        await media.cards().first().click();
        const video = media.video();
        await expect(video).toBeVisible();
        await expect(video).toHaveAttribute('src', /\/content\/media\/video\/\d+\.webm$/);
        await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
        await page.keyboard.press('Escape');
        await expect(video).toBeHidden();
      });
    });
  });
}
