import { useEffect, useState, type ReactNode } from 'react';
import { Spin } from 'antd';
import {
  I18nProvider,
  i18n as siteI18n,
  languageInfo,
  useLingui,
  type Language,
} from '@ministry/frontend-kit';
import { loadAdminCatalog } from './catalogs';
import { i18n } from './i18n';

const pageLanguage = (locale: string | undefined): Language =>
  languageInfo((locale ?? 'en') as Language).code;

// The dashboard's code runs once the shell has activated the page's language: its catalogue is asked
// for now, beside the screen's own chunks, not after the first render.
loadAdminCatalog(pageLanguage(siteI18n.locale)).catch(() => undefined);

/**
 * The dashboard in the site's language (the one the staff member chose with the site's language
 * menu: the address's prefix or the `lang` cookie, which the shell's instance holds), through its
 * own catalogue. On a switch the screen stays in the language it shows until the new catalogue is
 * here, then renders again in it: no reload, and never a message without its text.
 */
export function AdminI18n({ children }: { children: ReactNode }) {
  const { i18n: site } = useLingui();
  const language = pageLanguage(site.locale);
  const [shown, setShown] = useState<Language | null>(() =>
    i18n.locale === language && Object.keys(i18n.messages).length > 0 ? language : null,
  );
  useEffect(() => {
    let current = true;
    const activate = (messages: Record<string, unknown>) => {
      if (!current) return;
      i18n.loadAndActivate({
        locale: language,
        messages: { ...site.messages, ...messages } as typeof i18n.messages,
      });
      setShown(language);
    };
    // Should the catalogue fail to download twice, the dashboard shows what it has rather than a
    // spinner for ever.
    loadAdminCatalog(language).then(activate, () => activate({}));
    return () => {
      current = false;
    };
  }, [language, site]);
  if (shown === null) {
    return (
      <div className="admin-centered">
        <Spin size="large" aria-label="Loading" />
      </div>
    );
  }
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
