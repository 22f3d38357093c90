import { useLingui, useToast, type Toast } from '@ministry/frontend-kit';

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const { i18n } = useLingui();
  return (
    <div className={`toast toast--${toast.variant}`} data-testid="toast">
      <div className="toast__body">
        {toast.title && <p className="toast__title">{toast.title}</p>}
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={i18n._({ id: 'toast.dismiss', message: 'Dismiss notification' })}
        onClick={onDismiss}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </div>
  );
}

/**
 * Renders the one toast of the shared store (libs/frontend-kit) that every remote writes to. Both live
 * regions stay mounted so screen readers announce what appears in them; errors interrupt.
 */
export function Toaster() {
  const { current, dismiss } = useToast();
  const onDismiss = () => dismiss(current?.id);
  const destructive = current?.variant === 'destructive';
  const { i18n } = useLingui();

  return (
    <section
      className="toaster"
      aria-label={i18n._({ id: 'toast.region', message: 'Notifications' })}
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {current && !destructive && <ToastCard toast={current} onDismiss={onDismiss} />}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {current && destructive && <ToastCard toast={current} onDismiss={onDismiss} />}
      </div>
    </section>
  );
}
