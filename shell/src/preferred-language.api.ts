import { apiPut } from '@portal/shared/api';

/** PUT user/preferredlanguage: the language the account's texts outside a page (SMS, notifications) are written in. */
export const savePreferredLanguage = (lang: 'en' | 'ar') => apiPut<null>('user/preferredlanguage', { lang });
