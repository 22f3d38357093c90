import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const WAIT_FOR_TARGET_MS = 10_000;

const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * After every navigation: scroll smoothly to the `#anchor` of the URL once that element exists (the
 * home page arrives later, from its remote), or to the top of a new page without an anchor.
 */
export function useScrollToHash(): void {
  const { pathname, hash, key, state } = useLocation();
  // A change of the address that keeps the page where it is (a list's page kept in the address).
  const keepScroll = (state as { keepScroll?: boolean } | null)?.keepScroll === true;

  useEffect(() => {
    if (!hash) {
      if (!keepScroll) window.scrollTo({ top: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const deadline = performance.now() + WAIT_FOR_TARGET_MS;
    let frame = 0;
    const scrollWhenPresent = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
        // Move keyboard focus along with the view, without a second jump.
        if (!target.hasAttribute('tabindex')) {
          target.setAttribute('tabindex', '-1');
        }
        target.focus({ preventScroll: true });
      } else if (performance.now() < deadline) {
        frame = requestAnimationFrame(scrollWhenPresent);
      }
    };
    scrollWhenPresent();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, key, keepScroll]);
}
