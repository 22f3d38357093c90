import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
// From the shared kit, not ../i18n (this file is bundled into each remote that shows a dialog): the
// page's one Lingui instance.
import { useLingui } from '@ministry/frontend-kit';
import './dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  title: string;
  /** A line above the title (e.g. "Special event"). */
  kicker?: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * Imported by its path (`@ministry/frontend-kit/src/dialog/Dialog`), not from the kit's index: the
 * index is a shared module every page loads, and the dialog belongs in the chunks of the screens that
 * open one.
 *
 * A modal dialog, open while mounted: the browser's own `<dialog>` (the page behind is inert), with
 * Tab kept inside it, Escape, the close button and a click on the backdrop closing it, and focus
 * back on what opened it afterwards.
 */
export function Dialog({ title, kicker, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const { i18n } = useLingui();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, []);

  // From its last control, Tab would leave a modal <dialog> for the browser's own controls.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the parent unmounts the dialog, which closes it.
        event.preventDefault();
        onClose();
      }}
      // The dialog's own box is only hit outside its content: on the backdrop. Both ends of the click
      // must be there, so selecting text that ends outside does not close it.
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className="dialog__content">
        <header className="dialog__header">
          <div>
            {kicker && <p className="dialog__kicker">{kicker}</p>}
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
          </div>
          <button
            type="button"
            className="dialog__close"
            aria-label={i18n._({ id: 'dialog.close', message: 'Close' })}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </header>
        {children}
      </div>
    </dialog>
  );
}
