import { addRemoteTranslations, i18n } from '@portal/shared/i18n';
import { resolveTranslations } from '@portal/shared/testing';
import app from '../app';

beforeAll(async () => addRemoteTranslations(await resolveTranslations(app.translations)));

// Arabic counts take six forms (docs/product.md#everywhere-languages): the noun after 3–10 is plural, after 11–99 singular
// and accusative, after 100 singular; one and two are written in words.
test.each([
  [0, 'لا أرقام جاهزة'],
  [1, 'رقم واحد جاهز'],
  [2, 'رقمان جاهزان'],
  [4, '4 أرقام جاهزة'],
  [11, '11 رقمًا جاهزًا'],
  [100, '100 رقم جاهز'],
])('%i numbers ready in Arabic', (count, text) => {
  expect(i18n.getFixedT('ar', 'admin')('broadcast.numbersReady', { count, total: String(count) })).toBe(text);
});

test.each([
  [1, '1 number ready'],
  [2, '2 numbers ready'],
])('%i numbers ready in English', (count, text) => {
  expect(i18n.getFixedT('en', 'admin')('broadcast.numbersReady', { count, total: String(count) })).toBe(text);
});

test('exported rows and registrations agree with their count in Arabic', () => {
  const t = i18n.getFixedT('ar', 'admin');
  expect(t('export.done', { count: 2, total: '2', fileName: 'Registered Users.xlsx' })).toBe('تم تصدير صفين إلى Registered Users.xlsx');
  expect(t('export.done', { count: 9, total: '9', fileName: 'x.xlsx' })).toBe('تم تصدير 9 صفوف إلى x.xlsx');
  expect(t('export.progress', { count: 1195, done: '1,000', total: '1,195' })).toBe('تم تصدير 1,000 من 1,195 صفًا…');
  expect(t('export.progress', { count: 1200, done: '1,000', total: '1,200' })).toBe('تم تصدير 1,000 من 1,200 صف…');
  expect(t('analytics.chartSummary', { count: 37, total: '37', days: '30', peak: '9', peakDate: '13/11/2026' })).toMatch(/^37 تسجيلًا خلال آخر 30 يومًا/);
  expect(t('analytics.chartSummary', { count: 1, total: '1', days: '30', peak: '1', peakDate: '13/11/2026' })).toMatch(/^تسجيل واحد خلال/);
});
