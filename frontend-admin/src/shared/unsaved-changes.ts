import { useEffect } from 'react';

/** The forms of the open dashboard that hold edits not yet saved. */
const editedForms = new Set<symbol>();
/** Set once the administrator agreed to leave: the browser must not ask a second time. */
let leaving = false;

function warnBeforeUnload(event: BeforeUnloadEvent): void {
  if (leaving || editedForms.size === 0) return;
  // Both, for the browsers that still read returnValue.
  event.preventDefault();
  event.returnValue = '';
}

/**
 * Marks a form as holding unsaved edits while `edited`: a reload, closing the tab or leaving the
 * dashboard by address then asks first (the browser's own question), and `hasUnsavedChanges` tells
 * the dashboard's own ways out to ask.
 */
export function useUnsavedChanges(edited: boolean): void {
  useEffect(() => {
    if (!edited) return undefined;
    const form = Symbol('edited form');
    editedForms.add(form);
    window.addEventListener('beforeunload', warnBeforeUnload);
    return () => {
      editedForms.delete(form);
      if (editedForms.size === 0) window.removeEventListener('beforeunload', warnBeforeUnload);
    };
  }, [edited]);
}

export function hasUnsavedChanges(): boolean {
  return editedForms.size > 0;
}

/** Leaves the dashboard for `href` once the administrator agreed to drop the edits. */
export function leaveDiscardingChanges(href: string): void {
  leaving = true;
  window.location.assign(href);
}

/** Whether a form's values equal those it opened with (key order and undefined ignored). */
export function sameValues(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    // Dates and Dayjs values arrive here already as text (their toJSON runs first).
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([x], [y]) => x.localeCompare(y)))
      : item,
  );
}
