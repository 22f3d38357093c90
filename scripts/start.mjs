#!/usr/bin/env node
// npm start: build whatever is not built yet (Nx skips what is up to date), then serve the API, the
// shell and the three remotes from one process on PORT (default 3000).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nxEnv } from './nx-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync(
  'npx',
  [
    'nx',
    'run-many',
    '-t',
    'build',
    '--outputStyle=static',
    '--exclude=@ministry/e2e,@ministry/bench',
  ],
  { cwd: root, stdio: 'inherit', env: nxEnv },
);
if (build.status !== 0) process.exit(build.status ?? 1);

process.chdir(root);
await import(join(root, 'backend', 'dist', 'main.js'));
