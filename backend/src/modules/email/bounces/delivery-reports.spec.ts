import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fieldGroups, parseDeliveryReport } from './delivery-reports';

const fixture = (name: string) =>
  readFileSync(join(__dirname, '../../../../test/fixtures/mail', name));

describe('delivery reports of the bounce mailbox', () => {
  it('reads an RFC 3464 notification with a 5.x.x status as a hard bounce', async () => {
    const [report, ...more] = await parseDeliveryReport(fixture('dsn-hard-bounce.eml'));
    expect(more).toEqual([]);
    expect(report).toEqual({
      eventId: '<dsn-1@mx.example.net> gone@example.net',
      email: 'gone@example.net',
      kind: 'hard_bounce',
      occurredAt: new Date('2026-12-01T10:00:00Z'),
      detail: '5.1.1 smtp; 550 5.1.1 <gone@example.net>: Recipient address rejected: User unknown',
      originalMessageId: '<abc123@ministry.test>',
    });
  });

  it('tells 4.x.x (soft) from 5.x.x (hard) per recipient of a base64 report, and skips the delivered', async () => {
    const reports = await parseDeliveryReport(fixture('dsn-postfix-delayed.eml'));
    expect(reports.map(({ email, kind, occurredAt }) => ({ email, kind, occurredAt }))).toEqual([
      {
        email: 'full.box@example.org',
        kind: 'soft_bounce',
        occurredAt: new Date('2026-11-30T12:00:00Z'),
      },
      {
        email: 'someone.else@example.org',
        kind: 'hard_bounce',
        occurredAt: new Date('2026-11-30T08:00:00Z'),
      },
    ]);
    expect(reports[0].detail).toBe('4.2.2 smtp; 452 4.2.2 Mailbox full');
    expect(reports[0].originalMessageId).toBe('<def456@ministry.test>');
    // Each recipient is its own event: both come from one report, with different ids.
    expect(new Set(reports.map((r) => r.eventId)).size).toBe(2);
  });

  it('reads an RFC 5965 abuse report as a complaint about its Original-Rcpt-To', async () => {
    const reports = await parseDeliveryReport(fixture('arf-abuse.eml'));
    expect(reports).toEqual([
      {
        eventId: '<arf-1@mail.example.com> angry@example.com',
        email: 'angry@example.com',
        kind: 'complaint',
        occurredAt: new Date('2026-03-08T18:00:00Z'),
        detail: 'ARF abuse from SomeGenerator/1.0',
        originalMessageId: '<xyz789@ministry.test>',
      },
    ]);
  });

  it('takes the returned message’s To when an ARF report has no Original-Rcpt-To', async () => {
    const raw = fixture('arf-abuse.eml')
      .toString('utf8')
      .replace(/^Original-Rcpt-To:.*\n/m, '');
    const [report] = await parseDeliveryReport(Buffer.from(raw));
    expect(report.email).toBe('angry@example.com');
  });

  it('gives nothing for a not-spam report or a person’s reply', async () => {
    const notSpam = fixture('arf-abuse.eml')
      .toString('utf8')
      .replace('Feedback-Type: abuse', 'Feedback-Type: not-spam');
    expect(await parseDeliveryReport(Buffer.from(notSpam))).toEqual([]);
    expect(await parseDeliveryReport(fixture('not-a-report.eml'))).toEqual([]);
  });

  it('unfolds continued fields and splits groups at blank lines', () => {
    expect(
      fieldGroups('A: 1\nB: two\n  lines\n\nC: 3').map((group) => Object.fromEntries(group)),
    ).toEqual([{ a: '1', b: 'two lines' }, { c: '3' }]);
  });
});
