import { createRequire } from 'node:module';
import type { KnipConfig } from 'knip';

/**
 * The unused-code check (`npm test`, right after lint): unused dependencies, files and exports in every workspace of
 * pnpm-workspace.yaml. Knip follows imports from each workspace's entry points; its plugins read those from the
 * package scripts, the webpack, jest and Playwright configs and eslint.config.mjs. What it cannot see is named here:
 * the files the builds reach by configuration rather than by an import (what a remote exposes to the shell, the
 * shell's runtime plugins, the modules the build puts in place of a package's own), which
 * @portal/build lists itself (`entryPoints`), and the scripts run by path. Patterns name kinds of
 * workspaces (`mfe-*`, any package), so a new remote or package is checked through its own imports.
 */
const { entryPoints } = createRequire(import.meta.url)('./build/index.cjs') as {
  entryPoints(): { remote: string[]; shell: string[]; repository: string[] };
};
const build = entryPoints();
/** The build's files of one workspace, relative to its folder. */
const inWorkspace = (dir: string) =>
  build.repository.filter((file) => file.startsWith(`${dir}/`)).map((file) => file.slice(dir.length + 1));
const atRoot = build.repository.filter((file) => file.startsWith('scripts/') && !file.startsWith('scripts/monolith/'));
const inBuild = inWorkspace('build');

/**
 * The Module Federation singletons each app provides (the shell) or consumes (a remote) by name
 * (@portal/build `sharedModules`), so they must resolve from the app's own folder even where only
 * @portal/shared imports them.
 */
const FEDERATION_SINGLETONS_IMPORTED_BY_SHARED = ['zustand', 'react-hook-form'];

const config: KnipConfig = {
  // Unused files, dependencies, exports and exported types fail the run, and so does a thing exported twice. An
  // export that its own file uses is not counted (a type in an exported signature, a constant a test may read).
  include: ['files', 'dependencies', 'devDependencies', 'optionalPeerDependencies', 'unlisted', 'binaries', 'unresolved', 'exports', 'types', 'duplicates'],
  // An ignore below that no longer matches anything fails too, so that none outlives its reason.
  treatConfigHintsAsErrors: true,
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      entry: [
        ...atRoot,
        // Run by scripts/portal.mjs with tsx (`portal publish|deploy`): the contract check of a remote.
        'scripts/inspect-remote.mts',
        // Run by scripts/portal.mjs with tsx: the render check of a remote's first views.
        'scripts/render-check.mts',
        // Run by hand: the longest components of the remotes.
        'scripts/function-sizes.mjs',
      ],
    },
    build: {
      // Run by path by the shell's build (the static stylesheet).
      entry: inBuild,
    },
    shared: {
      entry: inWorkspace('shared'),
      // webpack aliases of a package's own ES entry, which the curated singletons import
      // (@portal/build `CURATED`): not packages.
      ignoreDependencies: ['@portal/library'],
    },
    shell: {
      // The shell imports every singleton itself (src/server.tsx hands them to the remotes' server builds).
      entry: build.shell,
    },
    'mfe-*': {
      entry: build.remote,
      ignoreDependencies: FEDERATION_SINGLETONS_IMPORTED_BY_SHARED,
    },
    // Remotes whose own forms import react-hook-form.
    ...Object.fromEntries(
      ['mfe-identity', 'mfe-content', 'mfe-telecare', 'mfe-records'].map((dir) => [dir, { entry: build.remote, ignoreDependencies: FEDERATION_SINGLETONS_IMPORTED_BY_SHARED.filter((d) => d !== 'react-hook-form') }]),
    ),
    api: {
      // Run with tsx by scripts/bench.mjs (`pnpm bench`) or by hand (the stand-ins as HTTP services).
      entry: ['scripts/bench*.ts', 'scripts/standins/serve.ts'],
    },
    e2e: {
      // Run with tsx by scripts/bench.mjs or by hand; the screenshot tool by hand (e2e/README.md).
      entry: ['bench/{lighthouse,lantern,ab}.ts', 'support/shoot.mjs'],
      playwright: { config: ['playwright.config.ts', 'topology.config.ts', 'hospital-fhir.config.ts'] },
    },
    'scripts/monolith': {
      // Put in place of the shell's registry/remote-loader.ts by the monolith's webpack config.
      entry: ['src/remote-loader.ts'],
    },
  },
  // Debian's commands, installed by apt-get when missing (e2e/topology/stack.ts), not npm packages.
  ignoreBinaries: ['apt-get', 'invoke-rc.d', 'openssl'],
};

export default config;
