// The dashboard's own Lingui instance: the site's messages of the page's language (the shell's
// catalogue, for the kit's texts) and the dashboard's (locales/<code>/messages.po, compiled to
// messages.ts). A second instance, so that a language switch shows the dashboard in the new language
// once its catalogue is here (AdminI18n), never a moment of ids; the public pages never load the
// dashboard's texts. Admin code translates through this `i18n` (or `useLingui()` under AdminI18n,
// the same instance): `i18n._({ id, message })`, written out so that extraction finds it and a
// production build drops the English text (docs/translating.md).
import { setupI18n, type I18n } from '@ministry/frontend-kit';

declare const process: { env: { NODE_ENV?: string } };

export const i18n: I18n = setupI18n();

// English with no catalogue until AdminI18n activates the page's language (unit tests read the code's
// English texts).
i18n.loadAndActivate({ locale: 'en', messages: {} });

type MessageCompiler = Parameters<typeof i18n.setMessagesCompiler>[0];
// As the kit's instance: a production build's catalogues come compiled, with no compiler on the page.
if (process.env.NODE_ENV === 'production') {
  i18n.setMessagesCompiler(((message: string) => message) as unknown as MessageCompiler);
}

/** The locale Intl formats the dashboard's dates and numbers in ('en' is written as en-US). */
export const intlLocale = (): string => (i18n.locale === 'en' ? 'en-US' : i18n.locale || 'en-US');
