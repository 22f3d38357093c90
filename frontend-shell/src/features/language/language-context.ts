import { useLingui, useSiteSettings } from '@ministry/frontend-kit';
import {
  offeredLanguages,
  type Language,
  type OfferedLanguages,
} from '@ministry/frontend-kit/src/i18n/languages';
import { createContext, useContext } from 'react';

export interface LanguageState {
  language: Language;
  offered: OfferedLanguages;
  /** Shows the same page in `language` (remembered in the `lang` cookie), without a reload. */
  switchTo(language: Language): void;
}

export const LanguageContext = createContext<LanguageState | null>(null);

/**
 * The page's language and what the ministry offers. Outside the app's LanguageRouter (the
 * prerender step renders the frame without one) from the active catalogue and the settings.
 */
export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  const { i18n } = useLingui();
  const site = useSiteSettings();
  return (
    state ?? {
      language: (i18n.locale || 'en') as Language,
      offered: offeredLanguages(site),
      switchTo: () => undefined,
    }
  );
}
