#!/usr/bin/env node
// The catalogues' check (`npm run lint`): extraction finds every message the code uses in every
// catalogue and none the code no longer uses (`lingui extract --clean` changes nothing), and every
// catalogue compiles with none missing (`lingui compile --strict`, scripts/i18n-compile.mjs) to
// exactly the committed modules.
// Runs both commands on the catalogues in place and puts back what they were, so it never leaves a
// change behind; it says which files the commands would change.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const kit = join(import.meta.dirname, '..');
// The site's catalogues, the areas' and the dashboard's (lingui.config.mjs).
const catalogues = [
  join(kit, 'src', 'i18n', 'locales'),
  join(kit, '..', '..', 'frontend-admin', 'src', 'i18n', 'locales'),
  join(kit, '..', '..', 'frontend-public', 'src', 'i18n', 'locales'),
  join(kit, '..', '..', 'frontend-community', 'src', 'i18n', 'locales'),
];
const lingui = join(kit, '..', '..', 'node_modules', '.bin', 'lingui');

const snapshot = () =>
  new Map(
    catalogues.flatMap((locales) =>
      readdirSync(locales, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const file = join(entry.parentPath, entry.name);
          return [file, readFileSync(file, 'utf8')];
        }),
    ),
  );
// The header's creation date is written afresh by a first extraction only; it is no difference.
const comparable = (text) => text.replace(/^"POT-Creation-Date: .*\\n"$/m, '');

const before = snapshot();
let failure = '';
try {
  const run = (...args) =>
    execFileSync(lingui, args, { cwd: kit, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  run('extract', '--clean');
  try {
    execFileSync(process.execPath, [join(kit, 'scripts', 'i18n-compile.mjs')], {
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
  } catch (error) {
    failure = `lingui compile --strict failed (a message is missing from a catalogue):\n${error.stdout}${error.stderr}`;
  }
  const after = snapshot();
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
    (file) => comparable(before.get(file) ?? '') !== comparable(after.get(file) ?? ''),
  );
  if (!failure && changed.length > 0) {
    failure =
      'The catalogues are not those extraction and compilation write (a message added, changed or ' +
      'no longer used): run `npm run i18n:extract -w @ministry/frontend-kit`, translate, then ' +
      '`npm run i18n:compile -w @ministry/frontend-kit`. Files that would change:\n' +
      changed.map((file) => `  ${file}`).join('\n');
  }
} finally {
  for (const file of snapshot().keys()) if (!before.has(file)) rmSync(file);
  for (const [file, text] of before) writeFileSync(file, text);
}
if (failure) {
  console.error(failure);
  process.exit(1);
}
console.log(`i18n: ${before.size} catalogue files up to date`);
