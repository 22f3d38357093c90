import type { Schema } from '@ministry/api-client';

export type AuditEventDto = Schema<'AuditEventDto'>;

/** The filters of the Audit tab; '' or null means "all". Dates are `YYYY-MM-DD`, local days. */
export interface AuditFilters {
  actorId: number | null;
  action: string;
  fromDay: string;
  toDay: string;
}

export const EMPTY_AUDIT_FILTERS: AuditFilters = {
  actorId: null,
  action: '',
  fromDay: '',
  toDay: '',
};

export const AUDIT_PAGE_SIZE = 50;

/** The actions of issue 15 in words; any other reads as its name with spaces. */
const ACTION_LABELS: Record<string, string> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Failed sign-in',
  'event.create': 'Created an event',
  'event.update': 'Changed an event',
  'event.delete': 'Deleted an event',
  'scripture.create': 'Created a scripture',
  'scripture.update': 'Changed a scripture',
  'scripture.delete': 'Deleted a scripture',
  'testimonial.moderate': 'Moderated a testimony',
  'testimonial.delete': 'Deleted a testimony',
  'members.export': 'Exported members',
  'member.delete': 'Removed a member',
  'counseling.view': 'Opened a counseling request',
  'counseling.respond': 'Answered a counseling request',
  'counseling.status_change': 'Changed a counseling status',
  'counseling.delete': 'Deleted a counseling request',
  'settings.update': 'Changed the settings',
  'settings.logo_upload': 'Uploaded the logo',
  'settings.logo_remove': 'Removed the logo',
  'settings.checklist_dismiss': 'Hid the checklist',
  'staff.invite': 'Invited staff',
  'staff.invite_resend': 'Resent an invitation',
  'staff.invite_revoke': 'Withdrew an invitation',
  'staff.role_change': 'Changed a role',
  'staff.deactivate': 'Deactivated staff',
  'staff.reactivate': 'Reactivated staff',
  'staff.password_reset_send': 'Sent a password-reset link',
  'youtube.sync': 'Started a video sync',
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action.replace(/[._]/g, ' ');
}

/** The query of GET /api/admin/audit (and its CSV): only the filters set; days as local midnights. */
export function auditQuery(filters: AuditFilters) {
  return {
    ...(filters.actorId !== null ? { actorId: filters.actorId } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.fromDay ? { from: startOfDay(filters.fromDay).toISOString() } : {}),
    ...(filters.toDay ? { to: endOfDay(filters.toDay).toISOString() } : {}),
  };
}

/** The CSV download of the rows the filters select. */
export function auditExportUrl(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(auditQuery(filters))) params.set(name, String(value));
  const query = params.toString();
  return `/api/admin/audit/export.csv${query ? `?${query}` : ''}`;
}

function startOfDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d, 0, 0, 0, 0);
}

function endOfDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d, 23, 59, 59, 999);
}

/** A row's summary in words: the fields changed, then any other fact (`role: pastoral`). */
export function summaryText(summary: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(summary)) {
    if (Array.isArray(value))
      parts.push(
        `${key === 'fields' ? 'Fields' : key === 'filters' ? 'Filters' : key}: ${value.join(', ')}`,
      );
    else if (value !== null && typeof value === 'object')
      parts.push(`${key}: ${JSON.stringify(value)}`);
    else parts.push(`${key}: ${String(value)}`);
  }
  return parts.join('; ');
}

/** 'event 42', or '' when the row names no target. */
export function targetText(row: Pick<AuditEventDto, 'targetType' | 'targetId'>): string {
  if (!row.targetType && !row.targetId) return '';
  return [row.targetType?.replace(/_/g, ' '), row.targetId].filter(Boolean).join(' ');
}
