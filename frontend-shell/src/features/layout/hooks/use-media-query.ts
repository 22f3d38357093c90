import { useEffect } from 'react';

/** Calls `onMatch` whenever `query` starts matching (e.g. the drawer closing at desktop width). */
export function useOnMediaMatch(query: string, enabled: boolean, onMatch: () => void): void {
  useEffect(() => {
    if (!enabled) {
      return;
    }
    const media = window.matchMedia(query);
    if (media.matches) {
      onMatch();
      return;
    }
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) {
        onMatch();
      }
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [query, enabled, onMatch]);
}
