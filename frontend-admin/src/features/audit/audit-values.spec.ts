import { describe, expect, it } from '@jest/globals';
import {
  actionLabel,
  auditExportUrl,
  auditQuery,
  EMPTY_AUDIT_FILTERS,
  summaryText,
  targetText,
} from './audit-values';

describe('the Audit tab', () => {
  it('names actions in words, and an unknown one by its name', () => {
    expect(actionLabel('event.create')).toBe('Created an event');
    expect(actionLabel('auth.sign_in_failed')).toBe('Failed sign-in');
    expect(actionLabel('email.templates.create')).toBe('email templates create');
  });

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

  it('reads a summary and a target in words', () => {
    expect(summaryText({ fields: ['role'], role: 'pastoral' })).toBe(
      'Fields: role; role: pastoral',
    );
    expect(summaryText({})).toBe('');
    expect(targetText({ targetType: 'counseling_request', targetId: '4' })).toBe(
      'counseling request 4',
    );
    expect(targetText({ targetType: null, targetId: null })).toBe('');
  });
});
