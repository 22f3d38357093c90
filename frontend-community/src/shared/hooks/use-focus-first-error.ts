import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Returns a function that, once React has rendered the errors set alongside it, moves focus to the
 * first control of the form marked invalid, so keyboard and screen reader users land on the problem.
 */
export function useFocusFirstError(): {
  formRef: RefObject<HTMLFormElement | null>;
  focusFirstError: () => void;
} {
  const formRef = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState(0);

  useEffect(() => {
    if (request === 0) {
      return;
    }
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target =
      invalid instanceof HTMLFieldSetElement
        ? invalid.querySelector<HTMLElement>('input, select, textarea')
        : invalid;
    target?.focus();
  }, [request]);

  const focusFirstError = useCallback(() => setRequest((count) => count + 1), []);
  return { formRef, focusFirstError };
}
