#!/usr/bin/env node
// Compiles the catalogues (`lingui compile --strict --typescript`: none may miss a message), then
// leaves out of the English module the messages that are plain text: the code carries each message's
// English text (`i18n._({ id, message })`) and shows it as it is (i18n.ts), so the English chunk,
// which every English page loads, holds only what needs compiling (placeholders, plurals, tags).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
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

const file = join(kit, 'src', 'i18n', 'locales', 'en', 'messages.ts');
const module = readFileSync(file, 'utf8');
const match = /JSON\.parse\((".*")\)/s.exec(module);
if (!match) throw new Error(`${file}: not the module lingui compile writes`);
const messages = JSON.parse(JSON.parse(match[1]));
// The English texts as written (the code's), to keep a message whose compiled text differs from it
// (an ICU quote such as '{').
const written = new Map(
  [
    ...readFileSync(join(kit, 'src', 'i18n', 'locales', 'en', 'messages.po'), 'utf8').matchAll(
      /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm,
    ),
  ].map(([, id, text]) => [JSON.parse(`"${id}"`), JSON.parse(`"${text}"`)]),
);
const needed = Object.fromEntries(
  Object.entries(messages).filter(
    ([id, compiled]) =>
      !(
        Array.isArray(compiled) &&
        compiled.length === 1 &&
        typeof compiled[0] === 'string' &&
        compiled[0] === written.get(id)
      ),
  ),
);
writeFileSync(
  file,
  module.replace(match[0], () => `JSON.parse(${JSON.stringify(JSON.stringify(needed))})`),
);
