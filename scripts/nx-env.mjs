import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Nx runs without its daemon and never talks to Nx Cloud, locally and in CI alike. */
export const nxEnv = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

/** Builds the backend and the four frontends; Nx skips whatever is already up to date. */
export function buildAll() {
  const result = spawnSync(
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
  return result.status === 0;
}
