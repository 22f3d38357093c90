import {
  I18nProvider,
  activateLanguage,
  applyDocumentLanguage,
  i18n,
  loadAreaCatalogs,
  useSiteSettingsState,
} from '@ministry/frontend-kit';
import {
  languageCookie,
  languageFromCookie,
  localizedPath,
  offeredLanguages,
  pickLanguage,
  splitLanguagePath,
  type Language,
} from '@ministry/frontend-kit/src/i18n/languages';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { BrowserRouter } from 'react-router-dom';
import { bootLanguage, catalogOf } from './boot-language';
import { LanguageContext, type LanguageState } from './language-context';

const prefixOf = (pathname: string) => {
  const { language, rest } = splitLanguagePath(pathname);
  return language ? pathname.slice(0, pathname.length - rest.length).replace(/\/$/, '') : '';
};

/**
 * Moves the address to `url` the way the router's own history would (its index, a key), then tells
 * the router through the event it listens to: with the new basename rendered in the same update, the
 * route's screen stays mounted (the page keeps its state and its scroll, `keepScroll`).
 */
function moveAddress(url: string) {
  const previous = (window.history.state ?? {}) as { idx?: number };
  window.history.pushState(
    {
      usr: { keepScroll: true },
      key: Math.random().toString(36).slice(2, 10),
      idx: (previous.idx ?? 0) + 1,
    },
    '',
    url,
  );
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

/**
 * The language of the page for the whole app: the router's basename is the language's prefix
 * (`/es`), so every link and navigation of the shell and the remotes stays in the language, and a
 * switch moves the address to the same page in the other language without a reload.
 */
export function LanguageRouter({ children }: { children: ReactNode }) {
  const boot = bootLanguage();
  const { settings, known } = useSiteSettingsState();
  const offered = useMemo(
    () => (known ? offeredLanguages(settings) : boot.offered),
    [known, settings, boot],
  );
  const [language, setLanguage] = useState<Language>(boot.language);
  const [basename, setBasename] = useState(() => prefixOf(window.location.pathname));
  const switching = useRef(0);

  const switchTo = useCallback(
    async (next: Language, { remember = true }: { remember?: boolean } = {}) => {
      const attempt = ++switching.current;
      // The areas' catalogues too (the screen on show may be one of theirs): the screen turns to the
      // new language once it has every text of it.
      const [messages] = await Promise.all([catalogOf(next), loadAreaCatalogs(next)]);
      if (attempt !== switching.current) return;
      if (remember) document.cookie = languageCookie(next);
      const { rest } = splitLanguagePath(window.location.pathname);
      const path = localizedPath(next, offered, rest);
      activateLanguage(next, messages);
      applyDocumentLanguage(next);
      startTransition(() => {
        setLanguage(next);
        setBasename(prefixOf(path));
        if (path !== window.location.pathname) {
          moveAddress(path + window.location.search + window.location.hash);
        }
      });
    },
    [offered],
  );

  // The settings fetched after the start (a page served without them) may offer other languages
  // than the start assumed: the address's language, or the visitor's best match, within them.
  useEffect(() => {
    if (!known) return;
    const picked = pickLanguage(
      window.location.pathname,
      offered,
      languageFromCookie(document.cookie),
      boot.offeredKnown ? [] : navigator.languages,
    );
    if (picked.language !== i18n.locale || picked.redirect) {
      void switchTo(picked.language, { remember: false });
    }
  }, [known, offered, boot.offeredKnown, switchTo]);

  const state = useMemo<LanguageState>(
    () => ({ language, offered, switchTo: (next) => void switchTo(next) }),
    [language, offered, switchTo],
  );

  return (
    <LanguageContext.Provider value={state}>
      <I18nProvider i18n={i18n}>
        <BrowserRouter basename={basename}>{children}</BrowserRouter>
      </I18nProvider>
    </LanguageContext.Provider>
  );
}
