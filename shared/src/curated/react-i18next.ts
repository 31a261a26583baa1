/**
 * The parts of react-i18next the portal uses; every app's build resolves `react-i18next` to this file
 * (scripts/webpack-config.cjs) and it is what the `react-i18next` singleton shares. Without it the shared
 * module carried `Trans` (with its HTML parser), the HOCs and the SSR helpers that no page uses.
 *
 * Using another export of react-i18next? Add it here: ESLint refuses an import of a name this file does
 * not list (eslint.config.mjs), because the build would hand the page `undefined` for it.
 */
export { useTranslation, I18nextProvider, initReactI18next } from 'react-i18next/dist/es/index.js';
export type { UseTranslationResponse } from 'react-i18next/dist/es/index.js';
