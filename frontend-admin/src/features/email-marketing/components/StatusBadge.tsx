/** Spec §4 badge styling: sent default, scheduled secondary, failed destructive, anything else outline. */
export function StatusBadge({ status }: { status: string }) {
  const variant =
    status === 'sent'
      ? 'default'
      : status === 'scheduled'
        ? 'secondary'
        : status === 'failed'
          ? 'destructive'
          : 'outline';
  return <span className={`em-badge em-badge--${variant}`}>{status}</span>;
}
