import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, LessThan } from 'typeorm';
import { likePattern } from '../../database/like-pattern';
import { donorReference } from './donor-reference';
import { Gift, type GiftFrequency, type GiftMethod } from './entities/gift.entity';
import { GivingCheckout } from './entities/giving-checkout.entity';
import { GivingFund } from './entities/giving-fund.entity';
import { GivingMail, type GivingMailKind } from './entities/giving-mail.entity';
import { GivingSettings } from './entities/giving-settings.entity';
import { GivingSubscription } from './entities/giving-subscription.entity';

export type Tx = EntityManager;

/** A Stripe payment as recorded: its amounts are Stripe's, who and what come from the checkout. */
export interface StripeGiftRow {
  stripePaymentIntentId: string;
  stripeInvoiceId: string | null;
  stripeChargeId: string | null;
  stripeSubscriptionId: string | null;
  amount: number;
  refundedAmount: number;
  disputed: boolean;
  currency: string;
  givenAt: Date;
  checkout: GivingCheckout;
}

export interface SubscriptionRow {
  stripeSubscriptionId: string;
  stripeCustomerId: string | null;
  status: string;
  amount: number;
  currency: string;
  canceledAt: Date | null;
  checkout: GivingCheckout;
}

export interface GiftFilter {
  from?: string;
  to?: string;
  fundId?: number;
  method?: GiftMethod;
  status?: 'succeeded' | 'refunded' | 'disputed';
  donor?: string;
}

export interface GiftListRow extends Gift {
  fundName: string;
}

/** A recurring gift with its fund's name. */
export type DonorSubscriptionRow = GivingSubscription & { fundName: string };

/**
 * `column` within the calendar year `year` (a parameter) of the time zone `zone` (a parameter), as a
 * range, so the column's index serves it.
 */
const inYear = (column: string, zone: string, year: string) =>
  `${column} >= make_timestamptz(${year}::int, 1, 1, 0, 0, 0, ${zone}::text) ` +
  `AND ${column} < make_timestamptz(${year}::int + 1, 1, 1, 0, 0, 0, ${zone}::text)`;

export interface StatementDonorRow {
  emailKey: string;
  donorName: string | null;
  gifts: number;
  total: number;
  currency: string;
}

/**
 * The addresses (`email_key`) whose references are in the array parameter $1: each distinct address
 * hashed once (as `donorReference` does), so only those donors' gifts are then read and summed.
 */
const KEYS_OF_REFERENCES = `SELECT k.email_key FROM (SELECT DISTINCT email_key FROM gifts
  WHERE email_key IS NOT NULL) k
  WHERE left(encode(sha256(convert_to(k.email_key, 'UTF8')), 'hex'), 40) = ANY($1)`;

/** A donor: the gifts of one address, summed. */
export interface DonorRow {
  emailKey: string;
  name: string | null;
  email: string;
  gifts: number;
  firstGiftAt: Date;
  lastGiftAt: Date;
  given: { currency: string; amount: number }[];
  activeRecurring: number;
}

export interface TotalRow {
  month: string;
  fundId: number;
  fundName: string;
  currency: string;
  gifts: number;
  amount: number;
  refunded: number;
}

/** Every query of the giving module. */
@Injectable()
export class GivingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  atomically<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async settings(): Promise<GivingSettings> {
    const repo = this.dataSource.getRepository(GivingSettings);
    const found = await repo.findOneBy({ id: 1 });
    if (found) return found;
    // The migration writes the row; a database restored without it gets the defaults back.
    await repo.createQueryBuilder().insert().values({ id: 1 }).orIgnore().execute();
    return repo.findOneByOrFail({ id: 1 });
  }

  async saveSettings(patch: Partial<GivingSettings>): Promise<GivingSettings> {
    await this.settings();
    await this.dataSource.getRepository(GivingSettings).update({ id: 1 }, patch);
    return this.settings();
  }

  funds(activeOnly = false): Promise<GivingFund[]> {
    return this.dataSource.getRepository(GivingFund).find({
      where: activeOnly ? { active: true } : {},
      order: { position: 'ASC', id: 'ASC' },
    });
  }

  fund(id: number): Promise<GivingFund | null> {
    return this.dataSource.getRepository(GivingFund).findOneBy({ id });
  }

  async fundNameTaken(name: string, exceptId?: number): Promise<boolean> {
    const rows = (await this.dataSource.query(
      'SELECT 1 FROM giving_funds WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2 LIMIT 1',
      [name, exceptId ?? null],
    )) as unknown[];
    return rows.length > 0;
  }

  async saveFund(fund: Partial<GivingFund>): Promise<GivingFund> {
    const repo = this.dataSource.getRepository(GivingFund);
    if (fund.id === undefined) {
      const last = (await this.dataSource.query(
        'SELECT COALESCE(MAX(position), -1) + 1 AS next FROM giving_funds',
      )) as { next: number }[];
      fund.position = Number(last[0].next);
    }
    return repo.save(repo.create(fund));
  }

  async activeFundCount(): Promise<number> {
    return this.dataSource.getRepository(GivingFund).countBy({ active: true });
  }

  createCheckout(row: Partial<GivingCheckout>): Promise<GivingCheckout> {
    const repo = this.dataSource.getRepository(GivingCheckout);
    return repo.save(repo.create(row));
  }

  async setCheckoutSession(ref: string, sessionId: string): Promise<void> {
    await this.dataSource
      .getRepository(GivingCheckout)
      .update({ ref }, { stripeSessionId: sessionId });
  }

  checkout(ref: string): Promise<GivingCheckout | null> {
    return this.dataSource.getRepository(GivingCheckout).findOneBy({ ref });
  }

  /** The language of the donor's latest checkout (their giving mails are written in it), if any. */
  async donorLanguage(emailKey: string): Promise<string | undefined> {
    const latest = await this.dataSource.getRepository(GivingCheckout).findOne({
      select: { language: true },
      where: { emailKey },
      order: { createdAt: 'DESC' },
    });
    return latest?.language;
  }

  /** The first gift of a checkout (a recurring gift's first payment). */
  firstGiftOf(ref: string): Promise<Gift | null> {
    return this.dataSource
      .getRepository(Gift)
      .findOne({ where: { checkoutRef: ref }, order: { givenAt: 'ASC', id: 'ASC' } });
  }

  async eventApplied(id: string): Promise<boolean> {
    const rows = (await this.dataSource.query('SELECT 1 FROM giving_stripe_events WHERE id = $1', [
      id,
    ])) as unknown[];
    return rows.length > 0;
  }

  /**
   * Claims an event in the transaction: false when it was applied already. A concurrent delivery of
   * the same event waits here on the first's uncommitted row, then finds it taken.
   */
  async claimEvent(tx: Tx, id: string, type: string): Promise<boolean> {
    const rows = (await tx.query(
      'INSERT INTO giving_stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
      [id, type],
    )) as unknown[];
    return rows.length > 0;
  }

  /**
   * Records a Stripe payment once, by its payment intent: a second event about it only brings the
   * refunds and dispute up to what Stripe says (they only grow). Answers the gift's id and whether
   * this call created it.
   */
  async upsertStripeGift(tx: Tx, row: StripeGiftRow): Promise<{ id: number; inserted: boolean }> {
    const c = row.checkout;
    const rows = (await tx.query(
      `INSERT INTO gifts (fund_id, amount, fee_covered, refunded_amount, disputed, currency, method,
         frequency, donor_name, donor_email, email_key, note, given_at, checkout_ref,
         stripe_payment_intent_id, stripe_invoice_id, stripe_charge_id, stripe_subscription_id)
       VALUES ($1, $2::int, LEAST($3::int, $2::int), LEAST($4::int, $2::int), $5, $6, 'card', $7, $8, $9, $10, $11, $12, $13,
         $14, $15, $16, $17)
       ON CONFLICT (stripe_payment_intent_id) DO UPDATE SET
         refunded_amount = LEAST(gifts.amount, GREATEST(gifts.refunded_amount, EXCLUDED.refunded_amount)),
         disputed = gifts.disputed OR EXCLUDED.disputed,
         stripe_charge_id = COALESCE(gifts.stripe_charge_id, EXCLUDED.stripe_charge_id),
         stripe_invoice_id = COALESCE(gifts.stripe_invoice_id, EXCLUDED.stripe_invoice_id),
         stripe_subscription_id = COALESCE(gifts.stripe_subscription_id, EXCLUDED.stripe_subscription_id),
         updated_at = now()
       RETURNING id, (xmax = 0) AS inserted`,
      [
        c.fundId,
        row.amount,
        c.feeCovered,
        row.refundedAmount,
        row.disputed,
        row.currency,
        c.frequency,
        c.donorName,
        c.donorEmail,
        c.emailKey,
        c.note,
        row.givenAt,
        c.ref,
        row.stripePaymentIntentId,
        row.stripeInvoiceId,
        row.stripeChargeId,
        row.stripeSubscriptionId,
      ],
    )) as { id: number; inserted: boolean }[];
    return { id: Number(rows[0].id), inserted: rows[0].inserted };
  }

  /** A refund or dispute of a payment already recorded (nothing when it is not recorded yet). */
  async updateChargeState(
    tx: Tx,
    paymentIntentId: string,
    refundedAmount: number,
    disputed: boolean,
  ): Promise<void> {
    await tx.query(
      `UPDATE gifts SET refunded_amount = LEAST(amount, GREATEST(refunded_amount, $2::int)),
         disputed = disputed OR $3::boolean, updated_at = now()
       WHERE stripe_payment_intent_id = $1`,
      [paymentIntentId, refundedAmount, disputed],
    );
  }

  async upsertSubscription(tx: Tx, row: SubscriptionRow): Promise<void> {
    const c = row.checkout;
    await tx.query(
      `INSERT INTO giving_subscriptions (stripe_subscription_id, stripe_customer_id, checkout_ref,
         fund_id, frequency, amount, currency, status, donor_name, donor_email, email_key, canceled_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (stripe_subscription_id) DO UPDATE SET
         status = EXCLUDED.status,
         stripe_customer_id = COALESCE(EXCLUDED.stripe_customer_id, giving_subscriptions.stripe_customer_id),
         amount = EXCLUDED.amount,
         canceled_at = COALESCE(giving_subscriptions.canceled_at, EXCLUDED.canceled_at),
         updated_at = now()`,
      [
        row.stripeSubscriptionId,
        row.stripeCustomerId,
        c.ref,
        c.fundId,
        c.frequency,
        row.amount,
        row.currency,
        row.status,
        c.donorName,
        c.donorEmail,
        c.emailKey,
        row.canceledAt,
      ],
    );
  }

  subscription(stripeSubscriptionId: string): Promise<GivingSubscription | null> {
    return this.dataSource.getRepository(GivingSubscription).findOneBy({ stripeSubscriptionId });
  }

  // ---- a donor's own giving (matched by the normalised e-mail) ----

  /** Every gift of a donor, newest first, with its fund's name. */
  donorGifts(emailKey: string): Promise<GiftListRow[]> {
    return this.selectGifts('WHERE g.email_key = $1', [emailKey], 5000, 0);
  }

  /** Every gift of a donor, newest first, read a thousand at a time (their data export). */
  async allDonorGifts(emailKey: string): Promise<GiftListRow[]> {
    const all: GiftListRow[] = [];
    for (let offset = 0; ; offset += 1000) {
      const rows = await this.selectGifts('WHERE g.email_key = $1', [emailKey], 1000, offset);
      all.push(...rows);
      if (rows.length < 1000) return all;
    }
  }

  /**
   * Detaches a donor's giving from them (an erased member), in one transaction: their gifts,
   * recurring gifts and checkouts keep what a ministry's books must keep (amount, fund, date,
   * method, Stripe's references) and lose the name, the address and the note; the giving mail to the
   * address, sent or not, goes (a receipt not sent yet is not sent to a person who is gone). How many
   * gifts were detached.
   */
  async detachDonor(emailKey: string): Promise<number> {
    return this.atomically(async (tx) => {
      const anonymous = { donorName: null, donorEmail: null, emailKey: null } as const;
      const gifts = await tx.getRepository(Gift).update({ emailKey }, { ...anonymous, note: '' });
      await tx.getRepository(GivingSubscription).update({ emailKey }, anonymous);
      await tx.getRepository(GivingCheckout).update({ emailKey }, { ...anonymous, note: '' });
      await tx.query(
        `DELETE FROM giving_mail WHERE lower(btrim(email)) = $1 OR content->>'emailKey' = $1`,
        [emailKey],
      );
      return gifts.affected ?? 0;
    });
  }

  /** A donor's gifts of one calendar year in `zone`, oldest first (a statement's lines). */
  async donorGiftsOfYear(emailKey: string, year: number, zone: string): Promise<GiftListRow[]> {
    const rows = await this.selectGifts(
      `WHERE g.email_key = $1 AND ${inYear('g.given_at', '$2', '$3')}`,
      [emailKey, zone, year],
      100_000,
      0,
    );
    return rows.reverse();
  }

  /** The calendar years (in `zone`) a donor gave in, newest first. */
  async donorYears(emailKey: string, zone: string): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT EXTRACT(YEAR FROM given_at AT TIME ZONE $2)::int AS year
       FROM gifts WHERE email_key = $1 ORDER BY year DESC`,
      [emailKey, zone],
    )) as { year: number }[];
    return rows.map((r) => Number(r.year));
  }

  /** A donor's recurring gifts with their funds' names, the active ones first, newest first. */
  donorSubscriptions(emailKey: string): Promise<DonorSubscriptionRow[]> {
    return this.selectSubscriptions('WHERE s.email_key = $1', [emailKey]);
  }

  /** One recurring gift of a donor, with its fund's name (none when it is someone else's). */
  async donorSubscription(emailKey: string, id: number): Promise<DonorSubscriptionRow | null> {
    const rows = await this.selectSubscriptions('WHERE s.email_key = $1 AND s.id = $2', [
      emailKey,
      id,
    ]);
    return rows[0] ?? null;
  }

  private selectSubscriptions(where: string, params: unknown[]): Promise<DonorSubscriptionRow[]> {
    return this.dataSource.query(
      `SELECT s.id, s.stripe_subscription_id AS "stripeSubscriptionId",
         s.stripe_customer_id AS "stripeCustomerId", s.fund_id AS "fundId", f.name AS "fundName",
         s.frequency, s.amount, s.currency, s.status, s.donor_name AS "donorName",
         s.donor_email AS "donorEmail", s.email_key AS "emailKey", s.canceled_at AS "canceledAt",
         s.created_at AS "createdAt", s.updated_at AS "updatedAt"
       FROM giving_subscriptions s JOIN giving_funds f ON f.id = s.fund_id
       ${where}
       ORDER BY (s.status = 'canceled'), s.created_at DESC, s.id DESC`,
      params,
    ) as Promise<DonorSubscriptionRow[]>;
  }

  // ---- Finance's donors (everyone who gave with one address) ----

  /** The donors, the latest to give first, `search` in a name or address; and how many match. */
  async donorsPage(
    search: string | undefined,
    page: number,
    pageSize: number,
  ): Promise<{ items: DonorRow[]; total: number }> {
    const params: unknown[] = [];
    let having = '';
    if (search) {
      params.push(likePattern(search.toLowerCase()));
      having = `HAVING g.email_key LIKE $1 OR bool_or(lower(g.donor_name) LIKE $1)`;
    }
    const grouped = `SELECT g.email_key FROM gifts g WHERE g.email_key IS NOT NULL
      GROUP BY g.email_key ${having}`;
    const [count] = (await this.dataSource.query(
      `SELECT COUNT(*)::int AS total FROM (${grouped}) d`,
      params,
    )) as { total: number }[];
    const items = await this.selectDonors(
      `WHERE g.email_key IN (${grouped})`,
      params,
      `LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    );
    return { items, total: Number(count.total) };
  }

  /** The donor whose reference (`donorReference` of their address) is `reference`, if any. */
  async donorByReference(reference: string): Promise<DonorRow | null> {
    const [row] = await this.selectDonors(
      `WHERE g.email_key IN (${KEYS_OF_REFERENCES})`,
      [[reference]],
      '',
    );
    return row ?? null;
  }

  /** The names (else addresses) of the donors whose references are `references` (the audit's). */
  async donorNames(references: string[]): Promise<Map<string, string>> {
    const rows = await this.selectDonors(
      `WHERE g.email_key IN (${KEYS_OF_REFERENCES})`,
      [references],
      '',
    );
    return new Map(rows.map((r) => [donorReference(r.emailKey), r.name ?? r.email]));
  }

  private async selectDonors(where: string, params: unknown[], page: string): Promise<DonorRow[]> {
    const rows = (await this.dataSource.query(
      `SELECT g.email_key AS "emailKey",
         (array_agg(g.donor_name ORDER BY g.given_at DESC, g.id DESC)
           FILTER (WHERE g.donor_name IS NOT NULL))[1] AS name,
         (array_agg(g.donor_email ORDER BY g.given_at DESC, g.id DESC))[1] AS email,
         COUNT(*)::int AS gifts, MIN(g.given_at) AS "firstGiftAt", MAX(g.given_at) AS "lastGiftAt",
         (SELECT json_agg(json_build_object('currency', t.currency, 'amount', t.amount)
                   ORDER BY t.currency)
            FROM (SELECT currency, SUM(amount - refunded_amount)::bigint AS amount FROM gifts
                  WHERE email_key = g.email_key GROUP BY currency) t) AS given,
         (SELECT COUNT(*)::int FROM giving_subscriptions s
            WHERE s.email_key = g.email_key AND s.status <> 'canceled') AS "activeRecurring"
       FROM gifts g ${where}
       GROUP BY g.email_key
       ORDER BY MAX(g.given_at) DESC, g.email_key ${page}`,
      params,
    )) as DonorRow[];
    return rows.map((r) => ({
      ...r,
      gifts: Number(r.gifts),
      activeRecurring: Number(r.activeRecurring),
      given: (r.given ?? []).map((x) => ({ currency: x.currency, amount: Number(x.amount) })),
    }));
  }

  /** Stripe's state of a subscription, as an API answer gave it (a webhook may say it again). */
  async setSubscriptionState(
    stripeSubscriptionId: string,
    status: string,
    canceledAt: Date | null,
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE giving_subscriptions SET status = $2, canceled_at = COALESCE(canceled_at, $3),
         updated_at = now() WHERE stripe_subscription_id = $1`,
      [stripeSubscriptionId, status, canceledAt],
    );
  }

  // ---- year-end statements ----

  /** The years with a gift from someone with an address, and how many such donors each has. */
  async statementYears(zone: string): Promise<{ year: number; donors: number }[]> {
    const rows = (await this.dataSource.query(
      `SELECT EXTRACT(YEAR FROM given_at AT TIME ZONE $1)::int AS year,
         COUNT(DISTINCT email_key)::int AS donors
       FROM gifts WHERE email_key IS NOT NULL GROUP BY 1 ORDER BY 1 DESC`,
      [zone],
    )) as { year: number; donors: number }[];
    return rows.map((r) => ({ year: Number(r.year), donors: Number(r.donors) }));
  }

  /** The statement mail of each year: how many are queued, how many sent. */
  async statementMailCounts(): Promise<{ year: number; queued: number; sent: number }[]> {
    const rows = (await this.dataSource.query(
      `SELECT (content->>'year')::int AS year, COUNT(*)::int AS queued, COUNT(sent_at)::int AS sent
       FROM giving_mail WHERE kind = 'statement' GROUP BY 1`,
    )) as { year: number; queued: number; sent: number }[];
    return rows.map((r) => ({
      year: Number(r.year),
      queued: Number(r.queued),
      sent: Number(r.sent),
    }));
  }

  /**
   * The donors of a year (by address, in its order), from after `afterKey`: `limit` of them, with
   * the latest name given, their number of gifts and what they gave net of refunds.
   */
  async statementDonors(
    year: number,
    zone: string,
    options: { afterKey?: string; limit: number; search?: string },
  ): Promise<StatementDonorRow[]> {
    const params: unknown[] = [zone, year, options.afterKey ?? '', options.limit];
    let search = '';
    if (options.search) {
      params.push(likePattern(options.search.toLowerCase()));
      search = `AND (g.email_key LIKE $5 OR lower(g.donor_name) LIKE $5)`;
    }
    const rows = (await this.dataSource.query(
      `SELECT g.email_key AS "emailKey",
         (array_agg(g.donor_name ORDER BY g.given_at DESC) FILTER (WHERE g.donor_name IS NOT NULL))[1] AS "donorName",
         COUNT(*)::int AS gifts, SUM(g.amount - g.refunded_amount)::bigint AS total,
         MIN(g.currency) AS currency
       FROM gifts g
       WHERE g.email_key IS NOT NULL AND g.email_key > $3
         AND ${inYear('g.given_at', '$1', '$2')} ${search}
       GROUP BY g.email_key ORDER BY g.email_key LIMIT $4`,
      params,
    )) as StatementDonorRow[];
    return rows.map((r) => ({ ...r, gifts: Number(r.gifts), total: Number(r.total) }));
  }

  /** Queues a mail once per `key`; answers its id, or null when it was queued before. */
  async queueMail(
    tx: Tx,
    mail: {
      kind: GivingMailKind;
      key: string;
      giftId: number | null;
      email: string;
      content: Record<string, unknown>;
    },
  ): Promise<number | null> {
    const rows = (await tx.query(
      `INSERT INTO giving_mail (kind, key, gift_id, email, content) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (key) DO NOTHING RETURNING id`,
      [mail.kind, mail.key, mail.giftId, mail.email, JSON.stringify(mail.content)],
    )) as { id: number }[];
    return rows[0] ? Number(rows[0].id) : null;
  }

  /**
   * Queues a mail once per `key`, like `queueMail`, but answers the id of one queued before and not
   * yet sent as well: a run interrupted after writing it enqueues it again when run again.
   */
  async queueMailUnlessSent(
    tx: Tx,
    mail: { kind: GivingMailKind; key: string; email: string; content: Record<string, unknown> },
  ): Promise<number | null> {
    const rows = (await tx.query(
      `INSERT INTO giving_mail (kind, key, email, content) VALUES ($1, $2, $3, $4)
       ON CONFLICT (key) DO UPDATE SET key = EXCLUDED.key WHERE giving_mail.sent_at IS NULL
       RETURNING id`,
      [mail.kind, mail.key, mail.email, JSON.stringify(mail.content)],
    )) as { id: number }[];
    return rows[0] ? Number(rows[0].id) : null;
  }

  mail(id: number): Promise<GivingMail | null> {
    return this.dataSource.getRepository(GivingMail).findOneBy({ id });
  }

  async markMailSent(id: number): Promise<void> {
    await this.dataSource.getRepository(GivingMail).update({ id }, { sentAt: new Date() });
  }

  async unsentMail(before: Date): Promise<number[]> {
    const rows = await this.dataSource.getRepository(GivingMail).find({
      select: { id: true },
      where: { sentAt: IsNull(), createdAt: LessThan(before) },
      order: { id: 'ASC' },
      take: 500,
    });
    return rows.map((r) => r.id);
  }

  gift(id: number): Promise<Gift | null> {
    return this.dataSource.getRepository(Gift).findOneBy({ id });
  }

  async recordOfflineGift(row: {
    fundId: number;
    amount: number;
    currency: string;
    method: GiftMethod;
    donorName: string | null;
    donorEmail: string | null;
    emailKey: string | null;
    note: string;
    givenAt: Date;
    depositBatch: string | null;
    recordedBy: number | null;
  }): Promise<Gift> {
    const repo = this.dataSource.getRepository(Gift);
    return repo.save(
      repo.create({ ...row, frequency: 'once' satisfies GiftFrequency, feeCovered: 0 }),
    );
  }

  private where(filter: GiftFilter): { sql: string; params: unknown[] } {
    const clauses: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      clauses.push(sql.replace('?', `$${params.length}`));
    };
    if (filter.from) add('g.given_at >= ?::date', filter.from);
    if (filter.to) add("g.given_at < (?::date + interval '1 day')", filter.to);
    if (filter.fundId) add('g.fund_id = ?', filter.fundId);
    if (filter.method) add('g.method = ?', filter.method);
    if (filter.status === 'refunded') clauses.push('g.refunded_amount > 0');
    if (filter.status === 'disputed') clauses.push('g.disputed');
    if (filter.status === 'succeeded') clauses.push('g.refunded_amount = 0 AND NOT g.disputed');
    if (filter.donor) {
      params.push(likePattern(filter.donor.toLowerCase()));
      clauses.push(
        `(g.email_key LIKE $${params.length} OR lower(g.donor_name) LIKE $${params.length})`,
      );
    }
    return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
  }

  private selectGifts(sql: string, params: unknown[], limit: number, offset: number) {
    return this.dataSource.query(
      `SELECT g.id, g.fund_id AS "fundId", f.name AS "fundName", g.amount, g.fee_covered AS "feeCovered",
         g.refunded_amount AS "refundedAmount", g.disputed, g.currency, g.method, g.frequency,
         g.donor_name AS "donorName", g.donor_email AS "donorEmail", g.email_key AS "emailKey", g.note,
         g.given_at AS "givenAt", g.deposit_batch AS "depositBatch",
         g.stripe_payment_intent_id AS "stripePaymentIntentId", g.stripe_invoice_id AS "stripeInvoiceId",
         g.stripe_subscription_id AS "stripeSubscriptionId"
       FROM gifts g JOIN giving_funds f ON f.id = g.fund_id ${sql}
       ORDER BY g.given_at DESC, g.id DESC LIMIT ${limit} OFFSET ${offset}`,
      params,
    ) as Promise<GiftListRow[]>;
  }

  async giftsPage(
    filter: GiftFilter,
    page: number,
    pageSize: number,
  ): Promise<{ items: GiftListRow[]; total: number }> {
    const { sql, params } = this.where(filter);
    const [count] = (await this.dataSource.query(
      `SELECT COUNT(*)::int AS total FROM gifts g ${sql}`,
      params,
    )) as { total: number }[];
    const items = await this.selectGifts(sql, params, pageSize, (page - 1) * pageSize);
    return { items, total: Number(count.total) };
  }

  /** The filtered gifts in batches of 1,000, newest first (the CSV export). */
  async *giftBatches(filter: GiftFilter): AsyncGenerator<GiftListRow[]> {
    const { sql, params } = this.where(filter);
    for (let offset = 0; ; offset += 1000) {
      const items = await this.selectGifts(sql, params, 1000, offset);
      if (items.length) yield items;
      if (items.length < 1000) return;
    }
  }

  /** Totals by month (in `zone`) and fund: what was given, what was refunded, how many gifts. */
  async totals(filter: GiftFilter, zone: string): Promise<TotalRow[]> {
    const { sql, params } = this.where(filter);
    params.push(zone);
    const rows = (await this.dataSource.query(
      `SELECT to_char(g.given_at AT TIME ZONE $${params.length}, 'YYYY-MM') AS month, g.fund_id AS "fundId",
         f.name AS "fundName", g.currency, COUNT(*)::int AS gifts, SUM(g.amount)::bigint AS amount,
         SUM(g.refunded_amount)::bigint AS refunded
       FROM gifts g JOIN giving_funds f ON f.id = g.fund_id ${sql}
       GROUP BY 1, 2, 3, 4 ORDER BY 1 DESC, 3 ASC`,
      params,
    )) as TotalRow[];
    return rows.map((r) => ({
      ...r,
      fundId: Number(r.fundId),
      gifts: Number(r.gifts),
      amount: Number(r.amount),
      refunded: Number(r.refunded),
    }));
  }
}
