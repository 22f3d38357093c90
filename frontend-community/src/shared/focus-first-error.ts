/** Moves focus to the first control of `form` marked invalid, so keyboard users land on the problem. */
export function focusFirstError(form: HTMLFormElement | null): void {
  // After React has rendered the error state.
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) {
      return;
    }
    const target =
      invalid instanceof HTMLFieldSetElement
        ? invalid.querySelector<HTMLElement>('input, select, textarea')
        : invalid;
    target?.focus();
  });
}
