import { IntlMessageFormat } from 'intl-messageformat';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE_DIR, MessageCatalogues, readCatalogue } from './catalogues';
import { renderCatalogue } from './i18n-extract';
import { SOURCE_LANGUAGE, SUPPORTED_LANGUAGES } from './languages';
import { MESSAGE_TEMPLATES } from './message-templates';
import { serverMessages } from './message-sources';
import type { ExtractedMessages } from './extract-messages';

/** The ICU arguments a message uses, by name. */
function argumentsOf(message: string, language: string): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]) => {
    for (const element of elements as { type: number; value?: string; options?: object }[]) {
      if (element.type !== 0 && element.type !== 7 && element.value) names.add(element.value);
      for (const option of Object.values(element.options ?? {}) as { value: unknown[] }[])
        walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, language, undefined, { ignoreTag: true }).getAst());
  return [...names].sort();
}

describe('the server message catalogues (CI: npm test runs this)', () => {
  let extracted: ExtractedMessages;
  const catalogues = SUPPORTED_LANGUAGES.map((language) => readCatalogue(language));

  beforeAll(async () => {
    extracted = await serverMessages();
  }, 120_000);

  it('finds a template for every message the code builds from values', () => {
    expect(extracted.unmatched).toEqual([]);
    expect(extracted.messages.size).toBeGreaterThan(400);
  });

  it.each(SUPPORTED_LANGUAGES)(
    '%s holds every message the code uses, and none it does not',
    (language) => {
      const { entries } = catalogues.find((each) => each.language === language)!;
      const missing = [...extracted.messages.keys()].filter((msgid) => !entries.has(msgid));
      const unused = [...entries.keys()].filter((msgid) => !extracted.messages.has(msgid));
      // Fix: `npm run build -w backend && npm run i18n:extract -w backend`, then translate.
      expect({ missing, unused }).toEqual({ missing: [], unused: [] });
    },
  );

  it('uses every template it declares', () => {
    expect(MESSAGE_TEMPLATES.filter((msgid) => !extracted.messages.has(msgid))).toEqual([]);
  });

  it('keeps the English texts exactly as the code writes them', () => {
    const { entries } = catalogues.find((each) => each.language === SOURCE_LANGUAGE)!;
    for (const [msgid, msgstr] of entries) expect(msgstr).toBe(msgid);
  });

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE))(
    '%s translates every message, as valid ICU with the same values',
    (language) => {
      const { entries } = catalogues.find((each) => each.language === language)!;
      const problems: string[] = [];
      for (const [msgid, msgstr] of entries) {
        if (!msgstr) problems.push(`untranslated: ${msgid}`);
        else if (msgstr === msgid) problems.push(`same as English: ${msgid}`);
        else {
          try {
            const wanted = argumentsOf(msgid, SOURCE_LANGUAGE).join(',');
            const got = argumentsOf(msgstr, language).join(',');
            if (got !== wanted) problems.push(`values ${got} instead of ${wanted}: ${msgstr}`);
          } catch (error) {
            problems.push(`not ICU (${(error as Error).message}): ${msgstr}`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(SUPPORTED_LANGUAGES)('%s is written as the extraction writes it', (language) => {
    const { entries } = catalogues.find((each) => each.language === language)!;
    const file = join(CATALOGUE_DIR, language, 'messages.po');
    expect(readFileSync(file, 'utf8')).toBe(renderCatalogue(language, extracted.messages, entries));
  });
});

describe('MessageCatalogues.translate', () => {
  const messages = MessageCatalogues.load();

  it('leaves English as it is, and a message with no translation in English', () => {
    expect(messages.translate('Please enter a valid email address', 'en')).toBe(
      'Please enter a valid email address',
    );
    expect(messages.translate('A sentence no catalogue has', 'es')).toBe(
      'A sentence no catalogue has',
    );
  });

  it('translates a text, and a message built from values with its values', () => {
    expect(messages.translate('Please enter a valid email address', 'es')).toBe(
      'Introduzca una dirección de correo electrónico válida',
    );
    expect(
      messages.translate('Too many failed sign-in attempts. Try again in 15 minute(s).', 'fr'),
    ).toBe('Trop de tentatives de connexion échouées. Réessayez dans 15 minute(s).');
    expect(messages.translate("Ruth Cohen's registration is cancelled", 'pt-BR')).toBe(
      'A inscrição de Ruth Cohen está cancelada',
    );
    expect(messages.translate('property colour should not exist', 'he')).toBe(
      'המאפיין colour לא אמור להופיע',
    );
    // A value that holds ICU syntax stays a value.
    expect(messages.translate('A user named {x} already exists', 'es')).toBe(
      'Ya existe un usuario llamado {x}',
    );
  });
});
