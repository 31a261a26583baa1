/**
 * The parts of react-i18next the portal uses; every app's build resolves `react-i18next` to this file
 * (@portal/build) and it is what the `react-i18next` singleton shares. Without it the shared
 * module carried `Trans` (with its HTML parser), the HOCs and the SSR helpers that no page uses.
 *
 * Using another export of react-i18next? Add it here: ESLint (eslint.config.mjs) refuses an import of a name this
 * file does not list, and the type check a name here that react-i18next does not export.
 */
export { useTranslation, I18nextProvider, initReactI18next } from '@portal/library/react-i18next';
export type { UseTranslationResponse } from '@portal/library/react-i18next';
