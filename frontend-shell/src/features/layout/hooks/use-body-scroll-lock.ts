import { useEffect } from 'react';

/** Locks page scrolling while `locked` (the open mobile drawer, spec §2). */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) {
      return;
    }
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    body.dataset.scrollLocked = 'true';
    return () => {
      body.style.overflow = previous;
      delete body.dataset.scrollLocked;
    };
  }, [locked]);
}
