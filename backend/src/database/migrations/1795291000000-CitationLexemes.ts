import { MigrationInterface, QueryRunner } from 'typeorm';

/** The search vector as AddVideoSearch wrote it, with or without the citation lexemes. */
function searchVectorFunction(withCitations: boolean): string {
  return `
    CREATE OR REPLACE FUNCTION content_video_search_vector(
      title text, themes text[], refs text[], tags text[], description text
    ) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
        ${
          withCitations
            ? `|| setweight(to_tsvector('simple'::regconfig,
             array_to_string(content_citation_lexemes(refs), ' ')), 'A')`
            : ''
        }
        || setweight(to_tsvector('english'::regconfig, array_to_string(themes, ' ')), 'B')
        || setweight(to_tsvector('simple'::regconfig,
             array_to_string(content_reference_lexemes(refs, 'passage'), ' ')), 'B')
        || setweight(to_tsvector('simple'::regconfig,
             array_to_string(content_reference_lexemes(refs, 'book'), ' ')), 'C')
        || setweight(to_tsvector('english'::regconfig,
             regexp_replace(array_to_string(refs, ' '), '[0-9:–-]+', ' ', 'g')), 'C')
        || setweight(to_tsvector('english'::regconfig, array_to_string(tags, ' ')), 'C')
        || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'D')
    $$`;
}

/**
 * A passage a video cites exactly ("John 3:16", "Psalm 23", not a range around it) is also indexed at
 * the title's weight, so searching that reference finds it in the first tier (100 %) and before the
 * videos whose passages only include it (85 %).
 */
export class CitationLexemes1795291000000 implements MigrationInterface {
  name = 'CitationLexemes1795291000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION content_citation_lexemes(refs text[]) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        -- The most precise lexeme of each reference with a chapter and no verse range:
        -- "John 3:16" → refjohnc3v16, "Psalm 23" → refpsalmsc23 (as content_reference_lexemes names them).
        SELECT coalesce(array_agg(
                 'ref' || CASE WHEN slug = 'psalm' THEN 'psalms' ELSE slug END || 'c' || m[2]
                 || CASE WHEN m[3] IS NOT NULL THEN 'v' || m[3] ELSE '' END), '{}')
        FROM unnest(coalesce(refs, '{}')) AS ref,
          LATERAL regexp_match(ref, '^\\s*([1-3]?\\s*[A-Za-z][A-Za-z ]*[A-Za-z])\\s*(?:([0-9]+)(?::([0-9]+)(?:\\s*[-–]\\s*([0-9]+))?)?)?\\s*$') AS m,
          LATERAL regexp_replace(lower(m[1]), '[^a-z0-9]', '', 'g') AS slug
        WHERE m IS NOT NULL AND m[2] IS NOT NULL AND m[4] IS NULL
      $$`);
    await queryRunner.query(searchVectorFunction(true));
    await queryRunner.query(
      'UPDATE videos SET search_vector = content_video_search_vector(title, themes, scripture_references, tags, description)',
    );
    // The lexeme statistics no longer match the vectors: the API rebuilds them at start when missing.
    await queryRunner.query('DELETE FROM search_lexemes');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(searchVectorFunction(false));
    await queryRunner.query('DROP FUNCTION IF EXISTS content_citation_lexemes(text[])');
    await queryRunner.query(
      'UPDATE videos SET search_vector = content_video_search_vector(title, themes, scripture_references, tags, description)',
    );
    await queryRunner.query('DELETE FROM search_lexemes');
  }
}
