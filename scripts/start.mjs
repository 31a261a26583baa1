#!/usr/bin/env node
// `npm start`: on a fresh machine with only Node and npm — gets pnpm, installs, builds the shell and every
// remote, publishes each remote as its first deployment, and starts the embedded portal.
import { install, log, pnpmCommand, runOrDie, root } from './lib/env.mjs';

const pnpm = pnpmCommand();
install(pnpm);
log('building the shell and the six remotes');
runOrDie(pnpm, ['run', 'build']);
const port = process.env.PORT || '8080';
log(`starting the portal on http://127.0.0.1:${port}
   Demo accounts (password Portal@2026; SMS codes at http://127.0.0.1:${port}/api/dev/outbox?mobile=971<mobile>):
     patient        971 501234567
     broadcaster    971 500000002  (role 2)
     administrator  971 500000003  (role 3)`);
runOrDie(pnpm, ['--filter', 'api', 'run', 'serve'], { cwd: root });
