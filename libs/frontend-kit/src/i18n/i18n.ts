// The one Lingui instance of the page: the kit is a Module Federation singleton, so the shell and
// every remote translate through this `i18n` and its React bindings (remotes import them from
// `@ministry/frontend-kit`, never from @lingui/* themselves, which would bundle a second instance).
// Messages are descriptors with explicit ids and the English text (`i18n._({ id, message })`,
// `<Trans id message />`), which `lingui extract` finds (lingui.config.mjs).
import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { setFormatLanguage } from '../format';
import { areaMessages } from './areas';
import { isRightToLeft, type Language } from './languages';

export { i18n, setupI18n, type I18n, type Messages };

// English with no catalogue until the shell activates the page's language (before its first
// render): code that formats a message outside a render (unit tests, a module's constants) reads the
// English text instead of failing.
if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

declare const process: { env: { NODE_ENV?: string } };
type MessageCompiler = Parameters<typeof i18n.setMessagesCompiler>[0];
// A production build has no message compiler (Lingui leaves it out; the catalogues come compiled,
// and the code's English texts are left out of it: webpack/strip-messages.mjs). Should a message be
// missing all the same, its id shows as it is, with no warning per render. Development builds and
// tests keep Lingui's compiler and the code's English texts.
if (process.env.NODE_ENV === 'production') {
  i18n.setMessagesCompiler(((message: string) => message) as unknown as MessageCompiler);
}

export { I18nProvider, Trans, useLingui } from '@lingui/react';

/**
 * Shows `language` with its compiled catalogue (catalogs.ts) and the areas' catalogues of it already
 * loaded (areas.ts); every `useLingui` renders again. The messages are a copy: an area's catalogue
 * loaded later is merged into it, never into a catalogue module.
 */
export function activateLanguage(language: Language, messages: Messages): void {
  setFormatLanguage(language);
  i18n.loadAndActivate({ locale: language, messages: { ...messages, ...areaMessages(language) } });
}

/** The document's `lang` and `dir` for `language`. */
export function applyDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}
