import type { MouseEvent } from 'react';
import { useLingui } from '@ministry/frontend-kit';
import { localizedPath } from '@ministry/frontend-kit/src/i18n/languages';
import { NavLink, useNavigate } from 'react-router-dom';
import { useLanguage } from '../../language/language-context';
import type { NavItem } from '../nav-items';

interface NavItemLinkProps {
  item: NavItem;
  className?: string;
  /** Called after the link was followed (the drawer closes itself this way). */
  onNavigate?: () => void;
}

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Anchor entries point at `/#anchor`: on the home page they scroll smoothly, from any other page
 * they open the home page at that anchor (useScrollToHash does the scrolling in both cases).
 */
export function NavItemLink({ item, className, onNavigate }: NavItemLinkProps) {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const { language, offered } = useLanguage();
  const label = i18n._(item.label);

  if ('href' in item) {
    return (
      <a href={item.href} className={className} rel="noopener" onClick={onNavigate}>
        {label}
      </a>
    );
  }

  if ('to' in item) {
    // NavLink marks the entry of the page on screen with aria-current="page" (`end`: that page only).
    return (
      <NavLink to={item.to} end className={className} onClick={onNavigate}>
        {label}
      </NavLink>
    );
  }

  const href = `/#${item.anchor}`;
  // The address as the browser shows it (a new tab, a copied link): in the page's language.
  const shownHref = `${localizedPath(language, offered, '/')}#${item.anchor}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) {
      return;
    }
    event.preventDefault();
    onNavigate?.();
    navigate(href);
  };

  return (
    <a href={shownHref} className={className} onClick={onClick}>
      {label}
    </a>
  );
}
