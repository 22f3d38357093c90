import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The page a list shows, kept in the address under `name` (`?tab=counseling&counseling-page=3`), so a
 * reload, the back button or a shared link returns to it. Page 1 leaves the address as it is;
 * switching tabs starts on page 1.
 */
export function useUrlPage(name: string): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(name));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next <= 1) updated.delete(name);
          else updated.set(name, String(next));
          return updated;
        },
        // The shell scrolls a new address to the top unless told to keep the page where it is.
        { replace: true, state: { keepScroll: true } },
      ),
    [name, setParams],
  );
  return [page, setPage];
}
