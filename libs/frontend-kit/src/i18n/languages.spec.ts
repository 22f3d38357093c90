import { describe, expect, it } from '@jest/globals';
import {
  alternateLinks,
  languageFromCookie,
  localizedPath,
  negotiateLanguage,
  offeredLanguages,
  parseAcceptLanguage,
  pickLanguage,
  splitLanguagePath,
} from './languages';

const offered = offeredLanguages({ defaultLanguage: 'en', languages: ['en', 'es', 'pt-BR', 'he'] });

describe('the languages a ministry offers', () => {
  it('are English alone from a server without the settings, or with codes this build lacks', () => {
    expect(offeredLanguages({})).toEqual({ defaultLanguage: 'en', languages: ['en'] });
    expect(offeredLanguages(undefined)).toEqual({ defaultLanguage: 'en', languages: ['en'] });
    expect(offeredLanguages({ defaultLanguage: 'xx', languages: ['de', 'es'] })).toEqual({
      defaultLanguage: 'es',
      languages: ['es'],
    });
  });

  it('put the default language first, each language once, codes in their usual case', () => {
    expect(
      offeredLanguages({ defaultLanguage: 'es', languages: ['pt-br', 'es', 'en', 'es'] }),
    ).toEqual({ defaultLanguage: 'es', languages: ['es', 'pt-BR', 'en'] });
  });
});

describe('negotiation', () => {
  it('takes the first preferred language offered, by tag or by language', () => {
    expect(negotiateLanguage(['de-DE', 'es-MX', 'en'], offered)).toBe('es');
    expect(negotiateLanguage(['pt-PT'], offered)).toBe('pt-BR');
    expect(negotiateLanguage(['he-IL'], offered)).toBe('he');
    expect(negotiateLanguage(['iw'], offered)).toBe('he');
    expect(negotiateLanguage(['fr-FR', 'de'], offered)).toBe('en');
    expect(negotiateLanguage([], offered)).toBe('en');
  });

  it('reads Accept-Language by quality', () => {
    expect(parseAcceptLanguage('fr;q=0.4, es-MX,es;q=0.9, *;q=0.1, de;q=0')).toEqual([
      'es-MX',
      'es',
      'fr',
    ]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});

describe('addresses', () => {
  it('carry a prefix for every language but the default', () => {
    expect(localizedPath('es', offered, '/community')).toBe('/es/community');
    expect(localizedPath('es', offered, '/')).toBe('/es/');
    expect(localizedPath('pt-BR', offered, '/give')).toBe('/pt-br/give');
    expect(localizedPath('en', offered, '/community')).toBe('/community');
  });

  it('name their language by a lower-case prefix only', () => {
    expect(splitLanguagePath('/es/community')).toEqual({ language: 'es', rest: '/community' });
    expect(splitLanguagePath('/es')).toEqual({ language: 'es', rest: '/' });
    expect(splitLanguagePath('/pt-br/')).toEqual({ language: 'pt-BR', rest: '/' });
    expect(splitLanguagePath('/ES/x')).toEqual({ language: null, rest: '/ES/x' });
    expect(splitLanguagePath('/community')).toEqual({ language: null, rest: '/community' });
    expect(splitLanguagePath('/')).toEqual({ language: null, rest: '/' });
  });

  it('list every language of a page for search engines, and none with one language', () => {
    expect(alternateLinks('https://example.org/', '/community', offered)).toBe(
      '<link rel="alternate" hreflang="en" href="https://example.org/community">' +
        '<link rel="alternate" hreflang="es" href="https://example.org/es/community">' +
        '<link rel="alternate" hreflang="pt-BR" href="https://example.org/pt-br/community">' +
        '<link rel="alternate" hreflang="he" href="https://example.org/he/community">' +
        '<link rel="alternate" hreflang="x-default" href="https://example.org/community">',
    );
    expect(alternateLinks('https://example.org', '/', offeredLanguages({}))).toBe('');
  });
});

describe('the language of a visit', () => {
  it('is the prefix’s, when offered; else the default language at the unprefixed address', () => {
    expect(pickLanguage('/es/community', offered, 'he', ['he'])).toEqual({
      language: 'es',
      rest: '/community',
    });
    expect(pickLanguage('/fr/community', offered, undefined, [])).toEqual({
      language: 'en',
      rest: '/community',
      redirect: '/community',
    });
    expect(pickLanguage('/en/community', offered, undefined, []).redirect).toBe('/community');
  });

  it('is the remembered choice, else the browser’s best match, at an address without a prefix', () => {
    expect(pickLanguage('/community', offered, 'he', ['es'])).toEqual({
      language: 'he',
      rest: '/community',
      redirect: '/he/community',
    });
    expect(pickLanguage('/', offered, undefined, ['es-AR', 'en'])).toEqual({
      language: 'es',
      rest: '/',
      redirect: '/es/',
    });
    expect(pickLanguage('/', offered, 'en', ['es'])).toEqual({ language: 'en', rest: '/' });
    // A remembered language the ministry no longer offers counts for nothing.
    expect(pickLanguage('/', offered, 'fr', [])).toEqual({ language: 'en', rest: '/' });
  });

  it('reads the remembered choice from the cookie', () => {
    expect(languageFromCookie('a=1; lang=pt-BR; b=2')).toBe('pt-BR');
    expect(languageFromCookie('lang=klingon')).toBeUndefined();
    expect(languageFromCookie(undefined)).toBeUndefined();
  });
});
