import type * as Federated from '../../../shell/src/registry/remote-loader';
import apps from 'virtual:portal-remotes';

/**
 * The monolith's stand-in for the shell's `registry/remote-loader.ts` (webpack.config.cjs puts it in its
 * place): each remote's `./app` is an ordinary dynamic import of its source, so webpack gives it a lazy
 * chunk of this one app (and its pages stay lazy chunks inside it). No runtime, no manifest, no remote entry.
 * The imports, one per remote of scripts/remotes.cjs, are the module `virtual:portal-remotes` that
 * webpack.config.cjs writes.
 */
export const registerDeployments: typeof Federated.registerDeployments = () => undefined;

export const loadApp: typeof Federated.loadApp = (dir) => {
  const load = apps[dir];
  return load ? load() : Promise.reject(new Error(`remote ${dir} is not part of the monolith`));
};

/** The counterpart of preloading the manifests: the page's remotes' chunks start loading at once. */
export const preloadApps: typeof Federated.preloadApps = (registry, dirs) => {
  for (const dir of dirs) void loadApp(dir, registry.remotes[dir]!).catch(() => undefined);
};
