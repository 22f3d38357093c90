import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const WAIT_FOR_TARGET_MS = 10_000;

/** What tells us the visitor took the page over: from then on the page is theirs to scroll. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * After every navigation: scroll smoothly to the `#anchor` of the URL once that element exists (the
 * home page arrives later, from its remote), or to the top of a new page without an anchor.
 *
 * The sections above an anchor fill in later still (videos, events, images), each pushing the anchor
 * down after the scroll has ended. So the page keeps the anchor in place: every time the page's
 * height changes it scrolls there again, until the visitor scrolls, taps, clicks or types, or leaves.
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
    let followed: HTMLElement | null = null;
    let height = 0;
    const resized = new ResizeObserver(() => {
      const now = document.body.scrollHeight;
      if (!followed || now === height) return;
      height = now;
      // The layout moved: correct at once, as a smooth scroll would chase a moving target.
      followed.scrollIntoView({ behavior: 'auto', block: 'start' });
    });
    const stopFollowing = () => {
      followed = null;
      resized.disconnect();
      for (const type of VISITOR_INPUT) window.removeEventListener(type, stopFollowing, true);
    };
    const scrollWhenPresent = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
        // Move keyboard focus along with the view, without a second jump.
        if (!target.hasAttribute('tabindex')) {
          target.setAttribute('tabindex', '-1');
        }
        target.focus({ preventScroll: true });
        followed = target;
        // The body grows as anything above the anchor fills in.
        height = document.body.scrollHeight;
        resized.observe(document.body);
        for (const type of VISITOR_INPUT) {
          window.addEventListener(type, stopFollowing, { capture: true, passive: true });
        }
      } else if (performance.now() < deadline) {
        frame = requestAnimationFrame(scrollWhenPresent);
      }
    };
    scrollWhenPresent();
    return () => {
      cancelAnimationFrame(frame);
      stopFollowing();
    };
  }, [pathname, hash, key, keepScroll]);
}
