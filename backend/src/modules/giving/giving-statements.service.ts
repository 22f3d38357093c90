import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { PageSettings } from '../../common/http/page-settings';
import { intlLocale } from '../../common/i18n/languages';
import { MailComposerService } from '../email/mail/mail-composer.service';
import type { StatementDonorDto, StatementYearDto } from './dto/giving.dto';
import { donorReference } from './donor-reference';
import { GIVING_QUEUE, GivingJobs } from './giving.constants';
import { GivingInputError, GivingMessages, StatementNotFoundError } from './giving.errors';
import { GivingRepository, type GiftListRow } from './giving.repository';
import { statementTotals, type Statement, type StatementWording } from './giving-statement';

/** The first year a statement may be asked for (no gift is older than the platform). */
const FIRST_YEAR = 2000;
/** Donors read, mailed and enqueued at a time by the statements job. */
const STATEMENT_BATCH = 500;

/** The outbox key of a donor's statement of a year: one per donor and year, whatever re-runs. */
export const statementMailKey = (year: number, emailKey: string) =>
  `statement-${year}-${donorReference(emailKey)}`;

/** Checks a statement's year: four digits, from 2000 to this year. */
export function statementYear(raw: string | number): number {
  const latest = new Date().getUTCFullYear();
  const text = String(raw);
  const year = /^\d{4}$/.test(text) ? Number(text) : NaN;
  if (!(year >= FIRST_YEAR && year <= latest)) {
    throw new GivingInputError('year', GivingMessages.statementYear(latest));
  }
  return year;
}

/**
 * Year-end statements (docs/architecture.md, "Giving"): one donor's statement of a year (the PDF
 * of My account and of Finance's preview, and the e-mail), the years with what was queued and sent,
 * and the job's part that writes a statement mail per donor into the outbox, once per donor and
 * year (its key), so a re-run or a job interrupted and run again sends nobody a second one.
 */
@Injectable()
export class GivingStatementsService {
  constructor(
    private readonly repo: GivingRepository,
    private readonly pageSettings: PageSettings,
    private readonly composer: MailComposerService,
    @InjectQueue(GIVING_QUEUE) private readonly queue: Queue,
  ) {}

  /** The statement of `emailKey`'s gifts in `year`; 404 when there is none. */
  /**
   * A donor's statement of `year`, written in `recorded` (a member's own language) or else the
   * language of the donor's latest checkout, while the site offers it (else the default language).
   */
  async statement(emailKey: string, year: number, recorded?: string): Promise<Statement> {
    const zone = this.pageSettings.timeZone();
    const [settings, rows, language] = await Promise.all([
      this.repo.settings(),
      this.repo.donorGiftsOfYear(emailKey, year, zone),
      recorded ?? this.repo.donorLanguage(emailKey),
    ]);
    if (!rows.length) throw new StatementNotFoundError(year);
    const { t, ministry, language: shown } = this.composer.wordingIn(language);
    return buildStatement(rows, {
      wording: { language: shown, locale: intlLocale(shown), t },
      ministryName: ministry,
      year,
      email: emailKey,
      text: settings.statementText,
      timeZone: zone,
    });
  }

  /** Every year with a gift: its donors with an address, their statements queued and sent. */
  async years(): Promise<StatementYearDto[]> {
    const [years, mail] = await Promise.all([
      this.repo.statementYears(this.pageSettings.timeZone()),
      this.repo.statementMailCounts(),
    ]);
    return years.map(({ year, donors }) => {
      const counts = mail.find((m) => m.year === year);
      return { year, donors, queued: counts?.queued ?? 0, sent: counts?.sent ?? 0 };
    });
  }

  /** A year's donors for the preview's choice: the first 50, or those whose name or address match. */
  async donors(year: number, search?: string): Promise<StatementDonorDto[]> {
    const rows = await this.repo.statementDonors(year, this.pageSettings.timeZone(), {
      limit: 50,
      search: search?.trim() || undefined,
    });
    return rows.map((r) => ({
      email: r.emailKey,
      name: r.donorName ?? '',
      gifts: r.gifts,
      total: r.total,
      currency: r.currency,
    }));
  }

  /** Asks the queue for the year's run; one already waiting or running is that one. */
  async requestRun(year: number): Promise<number> {
    const donors = (await this.years()).find((y) => y.year === year)?.donors ?? 0;
    if (!donors) throw new StatementNotFoundError(year);
    await this.queue.add(
      GivingJobs.statements,
      { year },
      {
        jobId: `giving-statements-${year}`,
        attempts: 5,
        backoff: { type: 'exponential', delay: 10_000 },
        removeOnComplete: true,
        removeOnFail: 100,
      },
    );
    return donors;
  }

  /**
   * The job: every donor of the year gets a statement mail in the outbox (none twice: its key),
   * in batches; each batch's rows not yet sent (new ones, and those of a run interrupted before it
   * enqueued them) are handed to `enqueue`, whose jobs are one per row and skip a row marked sent.
   * Answers how many were handed on.
   */
  async queueYear(year: number, enqueue: (mailIds: number[]) => Promise<void>): Promise<number> {
    const zone = this.pageSettings.timeZone();
    let afterKey = '';
    let added = 0;
    for (;;) {
      const donors = await this.repo.statementDonors(year, zone, {
        afterKey,
        limit: STATEMENT_BATCH,
      });
      if (!donors.length) return added;
      const ids = await this.repo.atomically(async (tx) => {
        const made: number[] = [];
        for (const donor of donors) {
          const id = await this.repo.queueMailUnlessSent(tx, {
            kind: 'statement',
            key: statementMailKey(year, donor.emailKey),
            email: donor.emailKey,
            content: { year, emailKey: donor.emailKey },
          });
          if (id !== null) made.push(id);
        }
        return made;
      });
      added += ids.length;
      await enqueue(ids);
      afterKey = donors[donors.length - 1].emailKey;
      if (donors.length < STATEMENT_BATCH) return added;
    }
  }
}

/** A statement from a donor's gifts of the year (oldest first); the name is the latest one given. */
export function buildStatement(
  rows: GiftListRow[],
  context: {
    ministryName: string;
    year: number;
    email: string;
    text: string;
    timeZone: string;
    wording: StatementWording;
  },
): Statement {
  const gifts = rows.map((g) => ({
    id: Number(g.id),
    givenAt: new Date(g.givenAt),
    fundName: g.fundName,
    method: g.method,
    amount: Number(g.amount),
    refundedAmount: Number(g.refundedAmount),
    currency: g.currency,
  }));
  const named = [...rows].reverse().find((g) => g.donorName?.trim());
  return {
    ministryName: context.ministryName,
    year: context.year,
    donorName: named?.donorName?.trim() ?? '',
    donorEmail: [...rows].reverse().find((g) => g.donorEmail)?.donorEmail ?? context.email,
    gifts,
    ...statementTotals(gifts),
    text: context.text,
    issuedOn: new Date(),
    timeZone: context.timeZone,
    wording: context.wording,
  };
}
