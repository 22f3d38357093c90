/// <reference types="node" />
import { describe, expect, it } from '@jest/globals';
import { parse, type Token } from '@messageformat/parser';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from './languages';

/** The site's catalogues (the kit's), the areas' and the dashboard's own (lingui.config.mjs). */
const CATALOGUES = [
  {
    name: 'the site',
    dir: join(__dirname, 'locales'),
    sample: ['layout.skipToContent', 'Skip to main content'],
    size: 100,
  },
  {
    name: 'the dashboard',
    dir: join(__dirname, '..', '..', '..', '..', 'frontend-admin', 'src', 'i18n', 'locales'),
    sample: ['admin.title', 'Admin Dashboard'],
    size: 50,
  },
  {
    name: 'the community pages',
    dir: join(__dirname, '..', '..', '..', '..', 'frontend-community', 'src', 'i18n', 'locales'),
    sample: ['community.documentTitle', 'Community'],
    size: 100,
  },
  {
    name: 'the public pages off the home page',
    dir: join(__dirname, '..', '..', '..', '..', 'frontend-public', 'src', 'i18n', 'locales'),
    sample: ['teachings.title', 'Teaching library'],
    size: 100,
  },
] as const;

/** The entries of a PO file as Lingui writes them: msgid → msgstr, and whether any is obsolete. */
function readPo(
  dir: string,
  language: string,
): { messages: Map<string, string>; obsolete: boolean } {
  const text = readFileSync(join(dir, language, 'messages.po'), 'utf8');
  const unquote = (lines: string) =>
    [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
      .map(([, part]) => part.replace(/\\(["\\])/g, '$1').replace(/\\n/g, '\n'))
      .join('');
  const messages = new Map<string, string>();
  for (const [, id, str] of text.matchAll(
    /^msgid ((?:"(?:[^"\\]|\\.)*"\n?)+)msgstr ((?:"(?:[^"\\]|\\.)*"\n?)+)/gm,
  )) {
    const key = unquote(id);
    if (key) messages.set(key, unquote(str));
  }
  return { messages, obsolete: /^#~/m.test(text) };
}

/** The names of a message's arguments and tags ({name}, <0>…</0>), however deep. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: Token[]) => {
    for (const element of elements) {
      if (element.type === 'content' || element.type === 'octothorpe') continue;
      names.add(element.arg);
      if (
        element.type === 'plural' ||
        element.type === 'select' ||
        element.type === 'selectordinal'
      ) {
        for (const option of element.cases) walk(option.tokens);
      }
    }
  };
  walk(parse(message));
  for (const [, tag] of message.matchAll(/<(\d+)\/?>/g)) names.add(`<${tag}>`);
  return [...names].sort();
}

describe.each(CATALOGUES)('the message catalogues of $name', ({ dir, sample, size }) => {
  const source = readPo(dir, 'en').messages;

  it('have the English texts of the code', () => {
    expect(source.size).toBeGreaterThan(size);
    expect(source.get(sample[0])).toBe(sample[1]);
  });

  for (const { code } of LANGUAGES) {
    it(`${code}: every message translated, valid ICU with the English one's placeholders, none unused`, () => {
      const { messages, obsolete } = readPo(dir, code);
      expect(obsolete).toBe(false);
      expect([...messages.keys()].sort()).toEqual([...source.keys()].sort());
      for (const [id, english] of source) {
        const translated = messages.get(id) ?? '';
        expect({ id, empty: translated.trim() === '' }).toEqual({ id, empty: false });
        expect({ id, placeholders: placeholders(translated) }).toEqual({
          id,
          placeholders: placeholders(english),
        });
      }
    });
  }
});

describe('the site catalogue', () => {
  it('keeps the footer with its values', () => {
    expect(readPo(CATALOGUES[0].dir, 'en').messages.get('footer.copyright')).toBe(
      '© {year} {ministryName}. All rights reserved.',
    );
  });
});
