import { Select, Tag } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import type { CounselingRequestSummaryDto, CounselingStatus } from '../../../shared/api-types';
import { i18n } from '../../../i18n/i18n';

type Label = { id: string; message: string };

/** Spec §4: the form's urgent/soon/normal, and the high/medium/low the admin display also styles. */
const URGENCY: Record<string, { color: string; label: Label }> = {
  urgent: { color: 'red', label: /*i18n*/ { id: 'admin.counseling.urgent', message: 'Urgent' } },
  high: { color: 'red', label: /*i18n*/ { id: 'admin.counseling.high', message: 'High' } },
  soon: { color: 'orange', label: /*i18n*/ { id: 'admin.counseling.soon', message: 'Soon' } },
  medium: { color: 'gold', label: /*i18n*/ { id: 'admin.counseling.medium', message: 'Medium' } },
  normal: { color: 'blue', label: /*i18n*/ { id: 'admin.counseling.normal', message: 'Normal' } },
  low: { color: 'green', label: /*i18n*/ { id: 'admin.counseling.low', message: 'Low' } },
};
const URGENCY_LEVELS = ['urgent', 'high', 'soon', 'medium', 'normal', 'low'] as const;

type KnownUrgency = (typeof URGENCY_LEVELS)[number];

export function urgencyLevel(urgency: string): KnownUrgency {
  return (URGENCY_LEVELS as readonly string[]).includes(urgency)
    ? (urgency as KnownUrgency)
    : 'normal';
}

export function UrgencyTag({ urgency }: { urgency: string }) {
  const { i18n } = useLingui();
  const known = (URGENCY_LEVELS as readonly string[]).includes(urgency) ? URGENCY[urgency] : null;
  return (
    <Tag
      color={known?.color ?? 'default'}
      className={`admin-urgency admin-urgency--${urgencyLevel(urgency)}`}
    >
      {known ? i18n._(known.label) : urgency}
    </Tag>
  );
}

const STATUS_LABELS: Record<CounselingStatus, Label> = {
  pending: /*i18n*/ { id: 'admin.counseling.pending', message: 'Pending' },
  in_progress: /*i18n*/ { id: 'admin.counseling.inProgress', message: 'In Progress' },
  completed: /*i18n*/ { id: 'admin.counseling.completed', message: 'Completed' },
  closed: /*i18n*/ { id: 'admin.counseling.closed', message: 'Closed' },
};

const STATUSES: CounselingStatus[] = ['pending', 'in_progress', 'completed', 'closed'];

/** A status's name in the dashboard's language. */
export function statusLabel(status: CounselingStatus): string {
  const label = STATUS_LABELS[status] as Label | undefined;
  return label ? i18n._(label) : status;
}

const STATUS_COLOR: Record<CounselingStatus, string> = {
  pending: 'orange',
  in_progress: 'blue',
  completed: 'green',
  closed: 'default',
};

export function StatusTag({ status }: { status: CounselingStatus }) {
  useLingui();
  return <Tag color={STATUS_COLOR[status] ?? 'default'}>{statusLabel(status)}</Tag>;
}

const CONTACT_LABEL: Record<string, Label> = {
  email: /*i18n*/ { id: 'admin.counseling.contactEmail', message: 'Email' },
  phone: /*i18n*/ { id: 'admin.counseling.contactPhone', message: 'Phone' },
  both: /*i18n*/ { id: 'admin.counseling.contactBoth', message: 'Either Email or Phone' },
};

export function contactLabel(preferredContact: string): string {
  const label = CONTACT_LABEL[preferredContact] as Label | undefined;
  return label ? i18n._(label) : preferredContact;
}

interface StatusSelectProps {
  request: CounselingRequestSummaryDto;
  pending: boolean;
  onChange: (status: CounselingStatus) => void;
}

/** Spec §4: any status may follow any other. */
export function StatusSelect({ request, pending, onChange }: StatusSelectProps) {
  const { i18n } = useLingui();
  return (
    <Select<CounselingStatus>
      aria-label={i18n._({
        id: 'admin.counseling.statusOf',
        message: "Status of {name}'s request",
        values: { name: request.name },
      })}
      value={request.status}
      options={STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
      onChange={onChange}
      loading={pending}
      disabled={pending}
      style={{ minWidth: 140 }}
    />
  );
}
