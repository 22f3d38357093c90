import { useState } from 'react';
import { i18n } from '@ministry/frontend-kit';
import { useMediaQuery } from '../../../shared/use-media-query';

/** Spec §2 item 5 and §9: 3 cards per view from 1024 px, 2 from 768 px, 1 below. */
export function useCardsPerView(): number {
  const wide = useMediaQuery('(min-width: 1024px)');
  const medium = useMediaQuery('(min-width: 768px)');
  return wide ? 3 : medium ? 2 : 1;
}

/** Spec §4: the index stays between 0 and (number of cards minus visible cards). */
export function clampIndex(index: number, count: number, perView: number): number {
  return Math.min(Math.max(index, 0), Math.max(0, count - perView));
}

/** The name of the dot that shows the cards from `position` on ("Show sermons 4 to 6"). */
export function carouselDotLabel(position: number, perView: number, count: number): string {
  return perView === 1
    ? i18n._({
        id: 'watch.dot.one',
        message: 'Show sermon {number}',
        values: { number: String(position + 1) },
      })
    : i18n._({
        id: 'watch.dot.many',
        message: 'Show sermons {first} to {last}',
        values: { first: String(position + 1), last: String(Math.min(position + perView, count)) },
      });
}

/** The first visible card; clamped on every render, so a resize or a shorter list keeps it valid. */
export function useCarousel(count: number) {
  const perView = useCardsPerView();
  const [wanted, setWanted] = useState(0);
  const index = clampIndex(wanted, count, perView);
  const lastIndex = clampIndex(Number.MAX_SAFE_INTEGER, count, perView);
  const goTo = (next: number) => setWanted(clampIndex(next, count, perView));
  return {
    perView,
    index,
    lastIndex,
    goTo,
    previous: () => goTo(index - 1),
    next: () => goTo(index + 1),
  };
}
