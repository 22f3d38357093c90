#!/usr/bin/env node
// Compiles the catalogues (`lingui compile --strict --typescript`: none may miss a message) to the
// modules the pages load (src/i18n/catalogs.ts). Every language's is complete, English too: a
// production build leaves the English texts out of the code (webpack/strip-messages.mjs).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const kit = join(import.meta.dirname, '..');
execFileSync(
  join(kit, '..', '..', 'node_modules', '.bin', 'lingui'),
  ['compile', '--strict', '--typescript'],
  {
    cwd: kit,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
