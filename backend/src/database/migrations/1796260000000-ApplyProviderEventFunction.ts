import { MigrationInterface, QueryRunner } from 'typeorm';

/** The function as this migration made it (MailgunTokenInApplyFunction's down restores it). */
export const APPLY_PROVIDER_EVENT_1796260000000 = `
      CREATE OR REPLACE FUNCTION apply_email_provider_event(
        p_provider varchar, p_event_id varchar, p_email varchar, p_email_hash varchar,
        p_kind varchar, p_occurred_at timestamptz, p_detail varchar, p_signing_token varchar,
        p_delivery_id integer, p_campaign_id integer, p_campaign_key varchar,
        p_soft_detail varchar, p_soft_limit integer, p_soft_window interval)
      RETURNS TABLE (outcome varchar, reason varchar)
      LANGUAGE plpgsql VOLATILE AS $fn$
      #variable_conflict use_column
      DECLARE
        v_erased boolean;
        v_lifted_at timestamptz;
        v_delivered boolean;
        v_before_lift boolean;
        v_suppress_as varchar;
        v_id integer;
        v_written integer;
      BEGIN
        -- One address's events one after the other: concurrent soft bounces are all counted.
        PERFORM pg_advisory_xact_lock(hashtextextended(p_email, 7036));
        -- What the event meets: an erasure (only the address's hash is kept), the last lift, and the
        -- campaign delivery its Message-ID names, when that went to this address under that key.
        SELECT EXISTS (SELECT 1 FROM email_suppressions WHERE email_hash = p_email_hash),
               (SELECT max(lifted_at) FROM email_suppression_lifts WHERE email = p_email),
               p_delivery_id IS NOT NULL AND EXISTS (
                 SELECT 1 FROM email_deliveries d JOIN email_campaigns c ON c.id = d.campaign_id
                  WHERE d.id = p_delivery_id AND d.campaign_id = p_campaign_id AND d.email = p_email
                    AND left(replace(coalesce(c.job_key::text, '0'), '-', ''), 8) = p_campaign_key)
          INTO v_erased, v_lifted_at, v_delivered;
        -- A bounce from before staff lifted the address's suppression is history, not news.
        v_before_lift := v_lifted_at IS NOT NULL AND p_occurred_at <= v_lifted_at;
        v_suppress_as := CASE
          WHEN v_erased THEN NULL
          WHEN p_kind = 'complaint' THEN 'complaint'
          WHEN p_kind = 'hard_bounce' AND NOT v_before_lift THEN 'bounce'
        END;
        INSERT INTO email_provider_events
          (provider, event_id, email, kind, occurred_at, detail, signing_token, campaign_id, delivery_id)
        VALUES (p_provider, p_event_id, CASE WHEN v_erased THEN NULL ELSE p_email END, p_kind,
                p_occurred_at, p_detail, p_signing_token,
                CASE WHEN v_delivered THEN p_campaign_id END,
                CASE WHEN v_delivered THEN p_delivery_id END)
        ON CONFLICT (provider, event_id) DO NOTHING
        RETURNING id INTO v_id;
        IF v_id IS NULL THEN
          RETURN QUERY SELECT 'duplicate'::varchar, NULL::varchar;
          RETURN;
        END IF;
        -- An erased member's address is kept nowhere in plain: the event is recorded without it.
        IF v_erased THEN
          RETURN QUERY SELECT 'recorded'::varchar, NULL::varchar;
          RETURN;
        END IF;
        IF v_suppress_as IS NOT NULL THEN
          -- A bounce suppresses an address not already on the list; a complaint outranks every
          -- other reason but itself (it can never be lifted).
          INSERT INTO email_suppressions (email, reason, source, detail)
          VALUES (p_email, v_suppress_as, p_provider, p_detail)
          ON CONFLICT (email) DO UPDATE
            SET reason = 'complaint', source = EXCLUDED.source, detail = EXCLUDED.detail,
                created_at = now()
            WHERE EXCLUDED.reason = 'complaint' AND email_suppressions.reason <> 'complaint';
          GET DIAGNOSTICS v_written = ROW_COUNT;
        END IF;
        IF p_kind = 'complaint' THEN
          RETURN QUERY SELECT 'suppressed'::varchar, 'complaint'::varchar;
        ELSIF p_kind = 'hard_bounce' THEN
          RETURN QUERY SELECT CASE WHEN coalesce(v_written, 0) > 0 THEN 'suppressed' ELSE 'recorded' END::varchar,
                              CASE WHEN coalesce(v_written, 0) > 0 THEN 'bounce' END::varchar;
        ELSIF v_before_lift THEN
          RETURN QUERY SELECT 'recorded'::varchar, NULL::varchar;
        ELSE
          -- Soft bounces suppress once p_soft_limit of them fall within p_soft_window (after the last
          -- lift), counted by when they happened, so their order of arrival does not matter; an
          -- address already on the list keeps its reason.
          INSERT INTO email_suppressions (email, reason, source, detail)
          SELECT p_email, 'bounce', p_provider, p_soft_detail
           WHERE EXISTS (
             SELECT 1 FROM (
               SELECT count(*) OVER (ORDER BY occurred_at
                                     RANGE BETWEEN CURRENT ROW AND p_soft_window FOLLOWING) AS n
                 FROM email_provider_events
                WHERE email = p_email AND kind = 'soft_bounce'
                  AND (v_lifted_at IS NULL OR occurred_at > v_lifted_at)
             ) windows WHERE n >= p_soft_limit)
          ON CONFLICT (email) DO NOTHING;
          GET DIAGNOSTICS v_written = ROW_COUNT;
          RETURN QUERY SELECT CASE WHEN v_written > 0 THEN 'suppressed' ELSE 'recorded' END::varchar,
                              CASE WHEN v_written > 0 THEN 'bounce' END::varchar;
        END IF;
      END
      $fn$`;

/**
 * A provider's bounce or complaint applied in one call (`ProviderEventsRepository.apply`), instead of
 * a transaction of five to seven statements: at tens of thousands of webhook calls the round trips
 * were the cost (docs/testing.md, bench:webhooks). The function is what the transaction did, statement
 * for statement; a volatile function's statements each take a fresh snapshot, so the read after the
 * lock sees what the lock's previous holder committed, as the separate statements did. Its rules'
 * numbers (the soft bounces and their window) come from the caller, which keeps them as constants.
 */
export class ApplyProviderEventFunction1796260000000 implements MigrationInterface {
  name = 'ApplyProviderEventFunction1796260000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(APPLY_PROVIDER_EVENT_1796260000000);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DROP FUNCTION IF EXISTS apply_email_provider_event(varchar, varchar, varchar, varchar, varchar, timestamptz, varchar, varchar, integer, integer, varchar, varchar, integer, interval)',
    );
  }
}
