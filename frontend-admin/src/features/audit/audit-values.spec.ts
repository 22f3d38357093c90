import { describe, expect, it } from '@jest/globals';
import {
  auditExportUrl,
  auditQuery,
  EMPTY_AUDIT_FILTERS,
  fieldLabel,
  summaryLines,
  summaryText,
} from './audit-values';

describe('the Audit tab', () => {
  it('asks only for the filters set, a day from its local midnight to its last millisecond', () => {
    expect(auditQuery(EMPTY_AUDIT_FILTERS)).toEqual({});
    const query = auditQuery({
      actorId: 3,
      action: 'event.update',
      fromDay: '2026-03-01',
      toDay: '2026-03-02',
    });
    expect(query).toEqual({
      actorId: 3,
      action: 'event.update',
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 2, 2, 23, 59, 59, 999).toISOString(),
    });
    expect(auditExportUrl(EMPTY_AUDIT_FILTERS)).toBe('/api/admin/audit/export.csv');
    expect(auditExportUrl({ ...EMPTY_AUDIT_FILTERS, actorId: 7, action: 'staff.invite' })).toBe(
      '/api/admin/audit/export.csv?actorId=7&action=staff.invite',
    );
  });

  it('reads a summary in words: an older row by its field names, a newer one by its changes', () => {
    expect(summaryText({ fields: ['role'], role: 'pastoral' })).toBe(
      'Fields: role; role: pastoral',
    );
    expect(summaryText({})).toBe('');
    expect(
      summaryLines({
        fields: ['doubleOptIn', 'tagline'],
        changes: [
          { field: 'doubleOptIn', from: false, to: true },
          { field: 'tagline', from: '', to: 'Grace' },
        ],
      }),
    ).toEqual(['Double opt in: off → on', 'Tagline: (empty) → Grace']);
    expect(summaryLines({ fields: [], changes: [] })).toEqual(['Nothing changed']);
    expect(fieldLabel('retainAuditEventsDays')).toBe('Retain audit events days');
  });
});
