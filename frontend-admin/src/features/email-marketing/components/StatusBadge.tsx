import { useLingui } from '@ministry/frontend-kit';

const STATUS_LABELS: Record<string, { id: string; message: string }> = {
  draft: /*i18n*/ { id: 'admin.email.status.draft', message: 'draft' },
  scheduled: /*i18n*/ { id: 'admin.email.status.scheduled', message: 'scheduled' },
  sending: /*i18n*/ { id: 'admin.email.status.sending', message: 'sending' },
  sent: /*i18n*/ { id: 'admin.email.status.sent', message: 'sent' },
  failed: /*i18n*/ { id: 'admin.email.status.failed', message: 'failed' },
};

/** Spec §4 badge styling: sent default, scheduled secondary, failed destructive, anything else outline. */
export function StatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  const label = STATUS_LABELS[status];
  const variant =
    status === 'sent'
      ? 'default'
      : status === 'scheduled'
        ? 'secondary'
        : status === 'failed'
          ? 'destructive'
          : 'outline';
  return <span className={`em-badge em-badge--${variant}`}>{label ? i18n._(label) : status}</span>;
}
