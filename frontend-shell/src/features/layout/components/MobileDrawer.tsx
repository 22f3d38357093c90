import { useRef } from 'react';
import { useLingui } from '@ministry/frontend-kit';
import { useGiveLink } from '../hooks/use-give-link';
import { HEADER_NAV_ITEMS, withGive } from '../nav-items';
import { useBodyScrollLock } from '../hooks/use-body-scroll-lock';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { useOnMediaMatch } from '../hooks/use-media-query';
import { NavItemLink } from './NavItemLink';

/** Spec §9: from 768 px on the header shows the full menu, so the drawer closes. */
const DESKTOP_QUERY = '(min-width: 768px)';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
}

export function MobileDrawer({ open, onClose }: MobileDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const giveLink = useGiveLink();
  const { i18n } = useLingui();
  useBodyScrollLock(open);
  useFocusTrap(panelRef, open, onClose);
  useOnMediaMatch(DESKTOP_QUERY, open, onClose);

  return (
    <div className={open ? 'drawer drawer--open' : 'drawer'} inert={!open}>
      <div
        className="drawer__overlay"
        data-testid="drawer-overlay"
        aria-hidden="true"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        id="mobile-drawer"
        className="drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label={i18n._({ id: 'drawer.label', message: 'Menu' })}
      >
        <button
          type="button"
          className="drawer__close"
          aria-label={i18n._({ id: 'drawer.close', message: 'Close menu' })}
          onClick={onClose}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        <nav aria-label={i18n._({ id: 'drawer.navigation', message: 'Mobile' })}>
          <ul className="drawer__list">
            {withGive(HEADER_NAV_ITEMS, giveLink).map((item) => (
              <li key={item.label.id}>
                <NavItemLink item={item} className="drawer__link" onNavigate={onClose} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
