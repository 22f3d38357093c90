import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { SuppressionRepository } from '../unsubscribe/suppression.repository';
import type { TargetCriteria } from './target-criteria';

/** $1 to $4 of the audience's statements: the criteria, 'all' as null. */
function criteriaParams(criteria: TargetCriteria): unknown[] {
  return [
    criteria.maritalStatus === 'all' ? null : criteria.maritalStatus,
    criteria.spiritualLevel === 'all' ? null : criteria.spiritualLevel,
    criteria.needs === 'all' ? null : criteria.needs,
    criteria.includeNewsletterSubscribers,
  ];
}

/** The members who accept e-mail and match the criteria ($1 to $3), as `m`. */
const MEMBER_MATCHES = `m.subscribe_to_emails
        AND ($1::text IS NULL OR m.marital_status = $1::text)
        AND ($2::text IS NULL OR m.spiritual_level = $2::text)
        AND ($3::text IS NULL OR $3::text = ANY (m.needs))`;

/** When a row's address came (or last changed): its hash is checked only when after an erasure. */
const MEMBER_ENTERED = 'greatest(m.created_at, m.updated_at)';
const SUBSCRIBER_ENTERED = 'greatest(s.created_at, s.confirmed_at)';

/**
 * The audience of a campaign: members who accept e-mail and match the criteria, plus newsletter
 * subscribers when chosen (confirmed ones only), one row per address (a member's name and language
 * win), minus suppressed addresses. An address is compared lower-cased, as each table keeps it in `email_key`.
 * The one place a module reads other modules' tables (`community_members`, `subscribers`), read-only:
 * the audience of 50,000 is counted and frozen into deliveries by one statement (see
 * docs/architecture.md, "Module boundaries and domain events").
 */
function audienceSql(
  criteria: TargetCriteria,
  suppressions: SuppressionRepository,
): { sql: string; params: unknown[] } {
  const params = criteriaParams(criteria);
  // Suppressed plainly or, for an erased member, by the keyed hash of the address.
  const unsuppressed = suppressions.unsuppressedSql('a.email', params, 'a.entered_at');
  const sql = `
    SELECT DISTINCT ON (a.email) a.email, a.name, a.first_name, a.language
    FROM (
      SELECT m.email_key AS email,
             left(trim(m.first_name || ' ' || m.last_name), 200) AS name,
             left(m.first_name, 100) AS first_name, m.language, 0 AS rank,
             ${MEMBER_ENTERED} AS entered_at
      FROM community_members m
      WHERE ${MEMBER_MATCHES}
      UNION ALL
      SELECT s.email_key, left(trim(s.name), 200), left(split_part(trim(s.name), ' ', 1), 100),
             s.language, 1, ${SUBSCRIBER_ENTERED}
      FROM subscribers s
      WHERE $4::boolean AND s.confirmed_at IS NOT NULL
    ) a
    WHERE ${unsuppressed}
    ORDER BY a.email, a.rank`;
  return { sql, params };
}

@Injectable()
export class AudienceRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly suppressions: SuppressionRepository,
  ) {}

  /**
   * How many distinct addresses the audience reaches: the same addresses as `freeze` writes, counted
   * in two parts that need no grouping of 50,000 addresses (which spilled to disk): the matching
   * members (an address is a member's once, `email_key` being unique), plus the confirmed subscribers
   * who are not one of those members, each part anti-joined with the suppressions (hashing only the
   * addresses given since an erasure). It stays quick enough to follow each change of the criteria as
   * the admin edits them, and to count a saved audience when it is picked (bench/audiences.bench.mjs).
   * An address that is both counts once: an erasure removes an address's member and subscriber rows
   * alike, so a member passes the suppressions exactly when a subscriber with their address would.
   */
  async count(criteria: TargetCriteria): Promise<number> {
    const params = criteriaParams(criteria);
    const memberUnsuppressed = this.suppressions.unsuppressedSql(
      'm.email_key',
      params,
      MEMBER_ENTERED,
    );
    const subscriberUnsuppressed = this.suppressions.unsuppressedSql(
      's.email_key',
      params,
      SUBSCRIBER_ENTERED,
    );
    const rows: { n: number }[] = await this.dataSource.query(
      `SELECT (SELECT count(*) FROM community_members m
               WHERE ${MEMBER_MATCHES} AND ${memberUnsuppressed})::int
            + (SELECT count(*) FROM subscribers s
               WHERE $4::boolean AND s.confirmed_at IS NOT NULL
                 AND NOT EXISTS (SELECT 1 FROM community_members m
                                 WHERE m.email_key = s.email_key AND ${MEMBER_MATCHES})
                 AND ${subscriberUnsuppressed})::int AS n`,
      params,
    );
    return rows[0].n;
  }

  /** Writes one pending delivery per address of the audience (idempotent); returns how many exist. */
  async freeze(
    manager: EntityManager,
    campaignId: number,
    criteria: TargetCriteria,
  ): Promise<number> {
    const { sql, params } = audienceSql(criteria, this.suppressions);
    await manager.query(
      `INSERT INTO email_deliveries (campaign_id, email, name, first_name, language)
       SELECT $${params.length + 1}::int, audience.email, audience.name, audience.first_name,
              audience.language
       FROM (${sql}) audience
       ON CONFLICT (campaign_id, email) DO NOTHING`,
      [...params, campaignId],
    );
    const rows: { n: number }[] = await manager.query(
      'SELECT count(*)::int AS n FROM email_deliveries WHERE campaign_id = $1',
      [campaignId],
    );
    return rows[0].n;
  }
}
