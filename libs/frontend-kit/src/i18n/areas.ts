// The catalogues of an area of the site (docs/adr/0008-area-catalogues.md): the texts of screens
// that are not on the home page (the teaching library, giving and event registration; the community
// pages) are in catalogues of their own, beside the area's code, so the home page never downloads
// them. An area registers its loader when its code first runs; its screens wait for its catalogue
// of the page's language (useAreaCatalog, through Suspense) and it is merged into the kit's one
// instance. `activateLanguage` adds the loaded areas' messages of the language it activates, and the
// shell's language switch waits for every registered area's catalogue of the new language
// (loadAreaCatalogs) before it activates: no screen ever shows a message's id.
import { i18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { use } from 'react';
import type { Language } from './languages';

/** The compiled catalogue of `language` for one area, each its own chunk of the area's remote. */
export type AreaCatalogLoader = (language: Language) => Promise<Messages>;

const loaders = new Map<string, AreaCatalogLoader>();
const loaded = new Map<string, Messages>();
const loading = new Map<string, Promise<void>>();
// A catalogue that failed to download twice: its screens render with what there is rather than
// wait for ever; the next language switch or registration asks again.
const failed = new Set<string>();

const keyOf = (area: string, language: string) => `${area}\n${language}`;

/** The messages of every registered area's catalogue of `language` that is here. */
export function areaMessages(language: string): Messages {
  const merged: Messages = {};
  for (const area of loaders.keys()) Object.assign(merged, loaded.get(keyOf(area, language)));
  return merged;
}

function loadArea(area: string, language: Language): Promise<void> {
  const key = keyOf(area, language);
  const loader = loaders.get(area);
  if (!loader || loaded.has(key)) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    failed.delete(key);
    pending = loader(language)
      .catch(() => loader(language))
      .then(
        (messages) => {
          loaded.set(key, messages);
          // Merged into the active language's messages (activateLanguage made them a copy of
          // its own, so no catalogue module is changed); every useLingui renders again.
          if (i18n.locale === language) i18n.load(language, messages);
        },
        () => {
          failed.add(key);
        },
      )
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/**
 * Registers `area`'s catalogues (once; the first loader stays) and starts loading the one of the
 * active language. A no-op outside a browser: the prerender step gives the areas' catalogues to
 * `activateStaticLanguage` instead, synchronously.
 */
export function registerAreaCatalog(area: string, loader: AreaCatalogLoader): void {
  if (typeof document === 'undefined') return;
  if (!loaders.has(area)) loaders.set(area, loader);
  void loadArea(area, i18n.locale as Language);
}

/** Every registered area's catalogue of `language`: a language switch waits for them. */
export function loadAreaCatalogs(language: Language): Promise<void> {
  return Promise.all([...loaders.keys()].map((area) => loadArea(area, language))).then(
    () => undefined,
  );
}

/**
 * Suspends the calling screen (the nearest Suspense boundary shows its fallback; while hydrating,
 * the served markup stays) until `area`'s catalogue of the page's language is here. Outside a
 * browser, and for an area never registered, it returns at once.
 */
export function useAreaCatalog(area: string): void {
  const { i18n: active } = useLingui();
  const language = active.locale as Language;
  const key = keyOf(area, language);
  if (!loaders.has(area) || loaded.has(key) || failed.has(key)) return;
  use(loading.get(key) ?? loadArea(area, language));
}
