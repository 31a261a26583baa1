// react-i18next's package exports do not list its ES entry file; the curated re-export (react-i18next.ts)
// names it so that the bundler does not route it back through the shared singleton (which is this file).
declare module 'react-i18next/dist/es/index.js' {
  export * from 'react-i18next';
}
