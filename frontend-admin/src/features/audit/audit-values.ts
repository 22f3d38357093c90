import type { Schema } from '@ministry/api-client';
import { i18n } from '../../i18n/i18n';

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

/** A field name in words: `doubleOptIn` → "Double opt in", `retainAuditEventsDays` → "Retain audit events days". */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '')
    return i18n._({ id: 'admin.audit.empty', message: '(empty)' });
  if (value === true) return i18n._({ id: 'admin.audit.on', message: 'on' });
  if (value === false) return i18n._({ id: 'admin.audit.off', message: 'off' });
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

interface Change {
  field: string;
  from: unknown;
  to: unknown;
}

function isChangeList(value: unknown): value is Change[] {
  return (
    Array.isArray(value) &&
    value.every((item) => item !== null && typeof item === 'object' && 'field' in item)
  );
}

/**
 * A row's summary as lines: each change "Double opt in: off → on" when the row has them (only the
 * fields that moved), else the field names (older rows, and routes that record only names), then any
 * other fact (`role: pastoral`).
 */
export function summaryLines(summary: Record<string, unknown>): string[] {
  const lines: string[] = [];
  const changes = isChangeList(summary.changes) ? summary.changes : null;
  if (changes) {
    if (changes.length === 0)
      lines.push(i18n._({ id: 'admin.audit.nothingChanged', message: 'Nothing changed' }));
    for (const change of changes)
      lines.push(
        i18n._({
          id: 'admin.audit.change',
          message: '{field}: {from} → {to}',
          values: {
            field: fieldLabel(change.field),
            from: valueText(change.from),
            to: valueText(change.to),
          },
        }),
      );
  }
  for (const [key, value] of Object.entries(summary)) {
    if (key === 'changes' || (key === 'fields' && changes)) continue;
    if (Array.isArray(value))
      lines.push(
        key === 'fields'
          ? i18n._({
              id: 'admin.audit.fields',
              message: 'Fields: {names}',
              values: { names: value.join(', ') },
            })
          : key === 'filters'
            ? i18n._({
                id: 'admin.audit.filters',
                message: 'Filters: {names}',
                values: { names: value.join(', ') },
              })
            : `${key}: ${value.join(', ')}`,
      );
    else if (value !== null && typeof value === 'object')
      lines.push(`${key}: ${JSON.stringify(value)}`);
    else lines.push(`${key}: ${String(value)}`);
  }
  return lines;
}

/** A row's summary on one line. */
export function summaryText(summary: Record<string, unknown>): string {
  return summaryLines(summary).join('; ');
}
