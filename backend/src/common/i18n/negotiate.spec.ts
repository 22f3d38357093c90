import { acceptedLanguage, negotiateLanguage, type OfferedLanguages } from './negotiate';

const ALL: OfferedLanguages = {
  defaultLanguage: 'en',
  languages: ['en', 'es', 'pt-BR', 'fr', 'he'],
};
const SPANISH_FIRST: OfferedLanguages = { defaultLanguage: 'es', languages: ['es', 'en'] };

const req = (url: string, headers: Record<string, string> = {}) => ({ url, headers });

describe('negotiateLanguage', () => {
  it('takes the lang query first, then the lang cookie, then Accept-Language, then the default', () => {
    const headers = { cookie: 'sid=1; lang=fr', 'accept-language': 'he-IL,he;q=0.9' };
    expect(negotiateLanguage(req('/api/settings?lang=es', headers), ALL)).toBe('es');
    expect(negotiateLanguage(req('/api/settings', headers), ALL)).toBe('fr');
    expect(negotiateLanguage(req('/api/settings', { 'accept-language': 'he-IL' }), ALL)).toBe('he');
    expect(negotiateLanguage(req('/api/settings'), ALL)).toBe('en');
    expect(negotiateLanguage(req('/api/settings'), SPANISH_FIRST)).toBe('es');
  });

  it('passes over a choice the site does not offer, or does not ship', () => {
    const headers = { cookie: 'lang=he', 'accept-language': 'fr-CA, en;q=0.5' };
    expect(negotiateLanguage(req('/?lang=de', headers), SPANISH_FIRST)).toBe('en');
    expect(negotiateLanguage(req('/?lang=fr', { cookie: 'lang=xx' }), SPANISH_FIRST)).toBe('es');
    // English alone: whatever the caller asks, English.
    const english: OfferedLanguages = { defaultLanguage: 'en', languages: ['en'] };
    expect(negotiateLanguage(req('/?lang=es', { 'accept-language': 'es' }), english)).toBe('en');
  });

  it('matches tags without regard to case, and reads a quoted or encoded cookie', () => {
    expect(negotiateLanguage(req('/?lang=PT-br'), ALL)).toBe('pt-BR');
    expect(negotiateLanguage(req('/', { cookie: 'lang="pt-BR"' }), ALL)).toBe('pt-BR');
    expect(negotiateLanguage(req('/', { cookie: 'lang=pt%2DBR' }), ALL)).toBe('pt-BR');
    expect(negotiateLanguage(req('/', { cookie: 'lang=%E0%A4%A' }), ALL)).toBe('en');
  });
});

describe('acceptedLanguage', () => {
  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['pt-PT', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['iw', 'he'],
    ['en-GB', 'en'],
    ['de-CH, fr;q=0.8', 'fr'],
    ['en;q=0.1, es', 'es'],
  ])('%s is %s', (header, language) => {
    expect(acceptedLanguage(header, ALL)).toBe(language);
  });

  it.each([['de-DE,de;q=0.9'], ['de, *;q=0.1'], ['zz-@@'], [''], [';;;,,,q=']])(
    '%s matches nothing offered',
    (header) => {
      expect(acceptedLanguage(header, ALL)).toBeUndefined();
    },
  );

  it('looks at a bounded number of tags', () => {
    const many = Array.from({ length: 500 }, (_, i) => `x${i}-aa;q=0.9`).join(',') + ',es;q=0.1';
    expect(acceptedLanguage(many, ALL)).toBeUndefined();
  });
});
