// The people of a ministry's years, written by SQL into a schema the app made: members, the
// newsletter's subscribers and the suppression list, shaped as the audience count and the Members tab
// meet them. Shared by the scale and audience benches, so both measure the same rows.

/** `count` community members: names, statuses and needs spread evenly, nine in ten subscribed. */
export async function seedMembers(db, count) {
  await db.query(
    `INSERT INTO community_members (first_name, last_name, email, marital_status, spiritual_level,
            needs, city, country, subscribe_to_emails, created_at, updated_at)
     SELECT (ARRAY['Ruth','Boaz','Miriam','Caleb','Hannah','Samuel','Esther','Daniel'])[1 + n % 8],
            'Member' || n, 'member' || n || '@example.test',
            (ARRAY['single','married','widowed','divorced'])[1 + n % 4],
            (ARRAY['seeking','new_believer','growing','mature','leader'])[1 + n % 5],
            CASE WHEN n % 3 = 0 THEN ARRAY['prayer','bible_study'] ELSE ARRAY['fellowship'] END,
            'Springfield', 'USA', n % 10 <> 0,
            now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
       FROM generate_series(1, $1::int) AS n`,
    [count],
  );
}

/**
 * The newsletter and the suppression list: `subscribers` readers (one in five also a member, one in
 * twenty unconfirmed), one in fifty of `members` unsubscribed, and a member erased a day ago, whose
 * keyed hash makes the count check the hash of every address given since.
 */
export async function seedAudience(db, { members, subscribers }) {
  await db.query(
    `INSERT INTO subscribers (name, email, created_at, confirmed_at)
     SELECT 'Reader ' || n,
            CASE WHEN n % 5 = 0 THEN 'member' || n || '@example.test'
                 ELSE 'reader' || n || '@example.test' END,
            now() - (n * 3 || ' minutes')::interval,
            CASE WHEN n % 20 = 0 THEN NULL ELSE now() - (n * 3 || ' minutes')::interval END
       FROM generate_series(1, $1::int) AS n`,
    [subscribers],
  );
  await db.query(
    `INSERT INTO email_suppressions (email, reason)
     SELECT 'member' || (n * 37) || '@example.test', 'unsubscribe'
       FROM generate_series(1, $1::int / 50) AS n
     ON CONFLICT DO NOTHING`,
    [members],
  );
  await db.query(
    `INSERT INTO email_suppressions (email_hash, reason, created_at)
     VALUES (repeat('ab', 32), 'erased', now() - interval '1 day')`,
  );
}
