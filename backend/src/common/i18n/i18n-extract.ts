/**
 * `npm run i18n:extract -w backend` (after a build): writes the server's message catalogues from its
 * code. English (`locales/en/messages.po`) gets every message, its text as it is; every other
 * catalogue keeps its translations, gains the new messages untranslated and loses those no longer
 * used. `--check` writes nothing and fails when a catalogue is not as extracted (a message missing
 * or unused) or a translation is missing. The catalogue unit test checks the same on every test run.
 */
import PO from 'pofile';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CATALOGUE_DIR, readCatalogue } from './catalogues';
import { SOURCE_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './languages';
import { serverMessages } from './message-sources';

/** The catalogues live in src/ (dist/ gets a copy at build time). */
const SOURCE_DIR = CATALOGUE_DIR.replace(/([/\\])dist([/\\])/, '$1src$2');

const PLURAL_FORMS: Record<Language, string> = {
  en: 'nplurals=2; plural=(n != 1);',
  es: 'nplurals=2; plural=(n != 1);',
  'pt-BR': 'nplurals=2; plural=(n > 1);',
  fr: 'nplurals=2; plural=(n > 1);',
  he: 'nplurals=2; plural=(n != 1);',
};

export function renderCatalogue(
  language: Language,
  messages: Map<string, Set<string>>,
  translated: ReadonlyMap<string, string>,
): string {
  const catalogue = new PO();
  catalogue.headers = {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Transfer-Encoding': '8bit',
    'MIME-Version': '1.0',
    Language: language,
    'Plural-Forms': PLURAL_FORMS[language],
    'X-Generator': 'backend/src/common/i18n/i18n-extract.ts',
  };
  for (const msgid of [...messages.keys()].sort()) {
    const item = new PO.Item();
    item.msgid = msgid;
    item.references = [...(messages.get(msgid) ?? [])].sort();
    item.msgstr = [language === SOURCE_LANGUAGE ? msgid : (translated.get(msgid) ?? '')];
    catalogue.items.push(item);
  }
  return `${catalogue.toString()}\n`;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const { messages, unmatched } = await serverMessages();
  const problems: string[] = unmatched.map(
    (message) => `built from values, but no template in message-templates.ts matches: ${message}`,
  );
  for (const language of SUPPORTED_LANGUAGES) {
    const file = join(SOURCE_DIR, language, 'messages.po');
    const { entries } = readCatalogue(language, SOURCE_DIR);
    const rendered = renderCatalogue(language, messages, entries);
    if (check) {
      let committed = '';
      try {
        committed = readFileSync(file, 'utf8');
      } catch {
        /* missing counts as stale */
      }
      if (committed !== rendered) problems.push(`${language}: not as extracted (run i18n:extract)`);
      const untranslated = [...messages.keys()].filter((msgid) => !entries.get(msgid));
      if (untranslated.length) problems.push(`${language}: ${untranslated.length} untranslated`);
    } else {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, rendered);
    }
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  } else console.log(`${messages.size} messages in ${SUPPORTED_LANGUAGES.length} catalogues`);
}

if (require.main === module) void main().then(() => process.exit());
