import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The remote's own texts in both languages, so the journeys assert what a person reads. */
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../mfe-appointments/src/i18n');
export type Lang = 'en' | 'ar';
export const LABELS = {
  en: JSON.parse(fs.readFileSync(path.join(dir, 'en.json'), 'utf8')),
  ar: JSON.parse(fs.readFileSync(path.join(dir, 'ar.json'), 'utf8')),
} as const;
export const YES = { en: 'Yes', ar: 'نعم' } as const;
/** The shared slot picker's text (common namespace of @portal/shared). */
export const LOADING_SLOTS = { en: 'Loading slots…', ar: 'جارٍ تحميل المواعيد…' } as const;
export const CANCELLED_MESSAGE = { en: 'Appointment cancelled successfully!', ar: 'تم إلغاء الموعد بنجاح!' } as const;
