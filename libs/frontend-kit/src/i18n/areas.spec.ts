import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadAreaCatalogs, registerAreaCatalog } from './areas';
import { activateLanguage, i18n } from './i18n';
import type { Language } from './languages';

// The registry acts in a browser only (the prerender step is given the catalogues instead).
beforeAll(() => {
  (globalThis as { document?: unknown }).document = {};
});
afterAll(() => {
  delete (globalThis as { document?: unknown }).document;
  activateLanguage('en', {});
});

const area = (texts: Partial<Record<Language, string>>) => {
  const asked: Language[] = [];
  return {
    asked,
    load: (language: Language) => {
      asked.push(language);
      const text = texts[language];
      return text === undefined
        ? Promise.reject(new Error(`no ${language}`))
        : Promise.resolve({ 'area.title': text });
    },
  };
};

describe('area catalogues', () => {
  it("merges an area's catalogue into the active language once it arrives, and keeps it on a switch that waited for it", async () => {
    const core = { 'core.title': 'Inicio' };
    activateLanguage('es', { ...core });
    const pages = area({ es: 'Biblioteca', fr: 'Bibliothèque' });
    registerAreaCatalog('test-pages', pages.load);
    await loadAreaCatalogs('es');
    expect(i18n._('area.title')).toBe('Biblioteca');
    expect(i18n._('core.title')).toBe('Inicio');
    // The catalogue module's object itself is never changed.
    expect(core).toEqual({ 'core.title': 'Inicio' });

    // A switch: the areas' catalogues of the new language first, then the activation carries them.
    await loadAreaCatalogs('fr');
    activateLanguage('fr', { 'core.title': 'Accueil' });
    expect(i18n._('area.title')).toBe('Bibliothèque');
    expect(i18n._('core.title')).toBe('Accueil');

    // Back to Spanish: asked once only, kept.
    await loadAreaCatalogs('es');
    activateLanguage('es', core);
    expect(i18n._('area.title')).toBe('Biblioteca');
    expect(pages.asked).toEqual(['es', 'fr']);
  });

  it('asks a failed download a second time, then gives up without hanging, and asks again later', async () => {
    activateLanguage('he', {});
    const broken = area({});
    registerAreaCatalog('test-broken', broken.load);
    await loadAreaCatalogs('he');
    expect(broken.asked).toEqual(['he', 'he']);
    await loadAreaCatalogs('he');
    expect(broken.asked).toEqual(['he', 'he', 'he', 'he']);
  });

  it('keeps the first loader of an area', async () => {
    activateLanguage('pt-BR', {});
    const first = area({ 'pt-BR': 'primeiro' });
    const second = area({ 'pt-BR': 'segundo' });
    registerAreaCatalog('test-twice', first.load);
    registerAreaCatalog('test-twice', second.load);
    await loadAreaCatalogs('pt-BR');
    expect(second.asked).toEqual([]);
    expect(i18n._('area.title')).toBe('primeiro');
  });
});
