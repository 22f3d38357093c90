import { useCallback, useRef, useState } from 'react';
import { useLingui } from '@ministry/frontend-kit';
import { LanguageMenu } from '../../language/LanguageMenu';
import { useGiveLink } from '../hooks/use-give-link';
import { HEADER_NAV_ITEMS, withGive } from '../nav-items';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { Brand } from './Brand';
import { MobileDrawer } from './MobileDrawer';
import { NavItemLink } from './NavItemLink';

/** Spec §9: the header gets its shadow and compact height past 50 px of scrolling. */
export const HEADER_SHRINK_THRESHOLD_PX = 50;

export function Header() {
  const scrolled = useScrolledPast(HEADER_SHRINK_THRESHOLD_PX);
  const giveLink = useGiveLink();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const { i18n } = useLingui();

  return (
    <header className={scrolled ? 'site-header site-header--scrolled' : 'site-header'}>
      <div className="site-header__inner container">
        <Brand />
        <nav
          className="main-nav"
          aria-label={i18n._({ id: 'header.mainNavigation', message: 'Main' })}
        >
          <ul className="main-nav__list">
            {withGive(HEADER_NAV_ITEMS, giveLink).map((item) => (
              <li key={item.label.id}>
                <NavItemLink item={item} className="main-nav__link" />
              </li>
            ))}
          </ul>
        </nav>
        <LanguageMenu placement="header" />
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-label={i18n._({ id: 'header.openMenu', message: 'Open menu' })}
          aria-expanded={drawerOpen}
          aria-controls="mobile-drawer"
          onClick={() => setDrawerOpen(true)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" />
          </svg>
        </button>
      </div>
      <MobileDrawer open={drawerOpen} onClose={closeDrawer} />
    </header>
  );
}
