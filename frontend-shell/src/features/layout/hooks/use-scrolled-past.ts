import { useEffect, useState } from 'react';

/**
 * True once the window is scrolled more than `threshold` pixels (spec §9: the header at 50). The
 * position is first read in an effect, after the page has been laid out and painted: read while
 * rendering, it made the browser lay the page out at once, mid-render (a forced layout of some 40 ms
 * on the home page's first render on a two-core machine).
 */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  return scrolled;
}
