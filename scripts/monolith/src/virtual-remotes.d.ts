/** Written by webpack.config.cjs from scripts/remotes.cjs: each remote's `./app` as a dynamic import of its source, by folder. */
declare module 'virtual:portal-remotes' {
  const apps: Record<string, () => Promise<{ default: unknown }>>;
  export default apps;
}
