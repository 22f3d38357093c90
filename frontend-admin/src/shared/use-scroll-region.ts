import { useEffect, useRef } from 'react';

/** The parts of an antd table that scroll sideways (`scroll.x`) or down (`scroll.y`). */
const SCROLLERS = '.ant-table-content, .ant-table-body';

/**
 * Makes a table's scroll container reachable by keyboard while it scrolls: a person who cannot use a
 * mouse or a touch screen tabs to it and scrolls it with the arrow keys, and a screen reader names it
 * (WCAG 2.1.1; axe `scrollable-region-focusable`). While the table fits, the container is left out of
 * the tab order. Put the returned ref on an element that holds the table.
 */
export function useScrollRegion<E extends HTMLElement>(label: string) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const mark = () => {
      root.querySelectorAll<HTMLElement>(SCROLLERS).forEach((scroller) => {
        const scrolls =
          scroller.scrollWidth > scroller.clientWidth ||
          scroller.scrollHeight > scroller.clientHeight;
        if (scrolls) {
          scroller.tabIndex = 0;
          scroller.setAttribute('role', 'region');
          scroller.setAttribute('aria-label', label);
        } else if (scroller.hasAttribute('tabindex')) {
          scroller.removeAttribute('tabindex');
          scroller.removeAttribute('role');
          scroller.removeAttribute('aria-label');
        }
      });
    };
    mark();
    // Rows arriving (a page loaded) and the window resizing both change whether it scrolls.
    const resizes = new ResizeObserver(mark);
    resizes.observe(root);
    const rows = new MutationObserver(mark);
    rows.observe(root, { childList: true, subtree: true });
    return () => {
      resizes.disconnect();
      rows.disconnect();
    };
  }, [label]);
  return ref;
}
