import { Select, Tag } from 'antd';
import type { CounselingRequestSummaryDto, CounselingStatus } from '../../../shared/api-types';

/** Spec §4: the form's urgent/soon/normal, and the high/medium/low the admin display also styles. */
const URGENCY = {
  urgent: { color: 'red', label: 'Urgent' },
  high: { color: 'red', label: 'High' },
  soon: { color: 'orange', label: 'Soon' },
  medium: { color: 'gold', label: 'Medium' },
  normal: { color: 'blue', label: 'Normal' },
  low: { color: 'green', label: 'Low' },
} as const;

type KnownUrgency = keyof typeof URGENCY;

export function urgencyLevel(urgency: string): KnownUrgency {
  return urgency in URGENCY ? (urgency as KnownUrgency) : 'normal';
}

export function UrgencyTag({ urgency }: { urgency: string }) {
  const known = urgency in URGENCY ? URGENCY[urgency as KnownUrgency] : null;
  return (
    <Tag
      color={known?.color ?? 'default'}
      className={`admin-urgency admin-urgency--${urgencyLevel(urgency)}`}
    >
      {known?.label ?? urgency}
    </Tag>
  );
}

export const STATUS_OPTIONS: { value: CounselingStatus; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
  { value: 'closed', label: 'Closed' },
];

const STATUS_COLOR: Record<CounselingStatus, string> = {
  pending: 'orange',
  in_progress: 'blue',
  completed: 'green',
  closed: 'default',
};

export function StatusTag({ status }: { status: CounselingStatus }) {
  const label = STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;
  return <Tag color={STATUS_COLOR[status] ?? 'default'}>{label}</Tag>;
}

const CONTACT_LABEL: Record<string, string> = {
  email: 'Email',
  phone: 'Phone',
  both: 'Either Email or Phone',
};

export function contactLabel(preferredContact: string): string {
  return CONTACT_LABEL[preferredContact] ?? preferredContact;
}

interface StatusSelectProps {
  request: CounselingRequestSummaryDto;
  pending: boolean;
  onChange: (status: CounselingStatus) => void;
}

/** Spec §4: any status may follow any other. */
export function StatusSelect({ request, pending, onChange }: StatusSelectProps) {
  return (
    <Select<CounselingStatus>
      aria-label={`Status of ${request.name}'s request`}
      value={request.status}
      options={STATUS_OPTIONS}
      onChange={onChange}
      loading={pending}
      disabled={pending}
      style={{ minWidth: 140 }}
    />
  );
}
