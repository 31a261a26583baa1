// The packages' own ES entries under the names the curated re-exports (react-router-dom.ts, react-i18next.ts)
// import them by: the build aliases each to the file the package's exports map (or `module` field) names, a
// request the shared singleton does not intercept.
declare module '@portal/library/react-router-dom' {
  export * from 'react-router-dom';
}
declare module '@portal/library/react-i18next' {
  export * from 'react-i18next';
}
