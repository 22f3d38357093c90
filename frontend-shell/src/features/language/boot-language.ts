// The page's language, picked in the shell's entry before anything renders (main.ts), so its
// catalogue downloads beside the shell's own chunks. Only the kit's pure modules are imported here
// (bundled into the entry): the kit itself is a federated module the entry cannot wait for.
import type { Messages } from '@lingui/core';
import { loadCatalog } from '@ministry/frontend-kit/src/i18n/catalogs';
import {
  LANGUAGES,
  languageFromCookie,
  offeredLanguages,
  pickLanguage,
  type Language,
  type OfferedLanguages,
} from '@ministry/frontend-kit/src/i18n/languages';

export interface BootLanguage {
  language: Language;
  offered: OfferedLanguages;
  /** Whether the page told which languages are offered (the settings it embeds). */
  offeredKnown: boolean;
  messages: Promise<Messages>;
}

let boot: BootLanguage | undefined;

/** What the page server embedded (`<script id="site-settings">`), read without the kit. */
function embeddedSettings(): unknown {
  try {
    const text = document.getElementById('site-settings')?.textContent;
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** The catalogue of `language`, asked a second time if the first download fails. */
export const catalogOf = (language: Language): Promise<Messages> =>
  loadCatalog(language).catch(() => loadCatalog(language));

/**
 * Picks the language of this page load (the address's prefix, the remembered choice, the browser's
 * languages: languages.ts `pickLanguage`), moves the address to its canonical form for it (no
 * reload: the router has not started) and starts loading its catalogue. Called once, by the entry.
 */
export function startBootLanguage(): BootLanguage {
  if (boot) return boot;
  const settings = embeddedSettings();
  // Without embedded settings (a page served as built) the offer is known only once the settings
  // arrive: until then an address's prefix is taken as it is and the browser's languages wait.
  const offeredKnown = settings !== undefined;
  const offered = offeredKnown
    ? offeredLanguages(settings)
    : { defaultLanguage: LANGUAGES[0].code, languages: LANGUAGES.map((l) => l.code) };
  const { pathname, search, hash } = window.location;
  const picked = pickLanguage(
    pathname,
    offered,
    languageFromCookie(document.cookie),
    offeredKnown ? navigator.languages : [],
  );
  if (picked.redirect) {
    window.history.replaceState(window.history.state, '', picked.redirect + search + hash);
  }
  boot = { language: picked.language, offered, offeredKnown, messages: catalogOf(picked.language) };
  return boot;
}

/** The entry's pick (bootstrap.tsx, the language router). */
export function bootLanguage(): BootLanguage {
  return boot ?? startBootLanguage();
}
