import { useLingui } from '@ministry/frontend-kit';
import {
  languageInfo,
  localizedPath,
  type Language,
} from '@ministry/frontend-kit/src/i18n/languages';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useLanguage } from './language-context';

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The offered languages, each a link to the same page in it (so it works before the app has taken
 * over and can be opened in a new tab); a plain click switches without a reload. Shown only when the
 * ministry offers more than one language: in the header as a small menu, in the footer as a list.
 */
export function LanguageMenu({ placement }: { placement: 'header' | 'footer' }) {
  const { language, offered, switchTo } = useLanguage();
  const { i18n } = useLingui();
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  if (offered.languages.length < 2) return null;

  const choose = (code: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    setOpen(false);
    if (code !== language) switchTo(code);
  };

  const list = (
    <ul className={`language-menu__list language-menu__list--${placement}`} id={menuId}>
      {offered.languages.map((code) => (
        <li key={code}>
          <a
            className="language-menu__link"
            href={localizedPath(code, offered, pathname) + search + hash}
            hrefLang={code}
            lang={code}
            aria-current={code === language ? 'true' : undefined}
            onClick={choose(code)}
          >
            {languageInfo(code).name}
          </a>
        </li>
      ))}
    </ul>
  );

  const label = i18n._({ id: 'language.label', message: 'Language' });
  if (placement === 'footer') {
    return (
      <nav className="language-menu language-menu--footer" aria-label={label}>
        {list}
      </nav>
    );
  }
  return (
    <div className="language-menu language-menu--header" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="language-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </svg>
        <span className="visually-hidden">{label}: </span>
        <span lang={language}>{language.split('-')[0].toUpperCase()}</span>
      </button>
      <div className="language-menu__popup" hidden={!open}>
        {list}
      </div>
    </div>
  );
}
