import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddVideoSearch1795264705239 implements MigrationInterface {
  name = 'AddVideoSearch1795264705239';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "content_seeds" ("name" character varying(64) NOT NULL, "seeded_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f6257f9574b7c028cdc1b0d8bf7" PRIMARY KEY ("name"))',
    );
    await queryRunner.query(
      'CREATE TABLE "search_suggestions" ("id" SERIAL NOT NULL, "term" text NOT NULL, "normalized" text COLLATE "C" NOT NULL, "category" character varying(16) NOT NULL, "description" text NOT NULL DEFAULT \'\', "rank" real NOT NULL DEFAULT \'0\', CONSTRAINT "PK_0c8cb0cd9b79e298dd8ced68811" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_search_suggestions_prefix" ON "search_suggestions" ("normalized") ',
    );
    await queryRunner.query(
      'CREATE TABLE "search_words" ("word" character varying(64) COLLATE "C" NOT NULL, "frequency" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_d9d27dac96e8272918599c9f537" PRIMARY KEY ("word"))',
    );
    await queryRunner.query('ALTER TABLE "videos" ADD "search_vector" tsvector');
    // Hand-written: trigram matching, the weighted search vector kept by a trigger, and its indexes.
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query(`
      CREATE FUNCTION content_reference_lexemes(refs text[], kind text) RETURNS text[]
      LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
      DECLARE
        ref text;
        m text[];
        slug text;
        verse int;
        result text[] := '{}';
      BEGIN
        -- Canonical references ("John 3:16", "1 Corinthians 13:4-7", "Psalm 23") become lexemes:
        -- refjohn (book), refjohnc3 (chapter), refjohnc3v16 (each verse, at most 31 of a range).
        FOREACH ref IN ARRAY coalesce(refs, '{}') LOOP
          m := regexp_match(ref, '^\\s*([1-3]?\\s*[A-Za-z][A-Za-z ]*[A-Za-z])\\s*(?:([0-9]+)(?::([0-9]+)(?:\\s*[-–]\\s*([0-9]+))?)?)?\\s*$');
          CONTINUE WHEN m IS NULL;
          slug := regexp_replace(lower(m[1]), '[^a-z0-9]', '', 'g');
          IF slug = 'psalm' THEN slug := 'psalms'; END IF;
          IF kind = 'book' THEN
            result := result || ('ref' || slug);
          ELSIF m[2] IS NOT NULL THEN
            result := result || ('ref' || slug || 'c' || m[2]);
            IF m[3] IS NOT NULL THEN
              FOR verse IN m[3]::int .. least(coalesce(m[4]::int, m[3]::int), m[3]::int + 30) LOOP
                result := result || ('ref' || slug || 'c' || m[2] || 'v' || verse);
              END LOOP;
            END IF;
          END IF;
        END LOOP;
        RETURN result;
      END
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION content_video_search_vector(
        title text, themes text[], refs text[], tags text[], description text
      ) RETURNS tsvector
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
          || setweight(to_tsvector('english'::regconfig, array_to_string(themes, ' ')), 'B')
          || setweight(to_tsvector('simple'::regconfig,
               array_to_string(content_reference_lexemes(refs, 'passage'), ' ')), 'B')
          || setweight(to_tsvector('simple'::regconfig,
               array_to_string(content_reference_lexemes(refs, 'book'), ' ')), 'C')
          || setweight(to_tsvector('english'::regconfig,
               regexp_replace(array_to_string(refs, ' '), '[0-9:–-]+', ' ', 'g')), 'C')
          || setweight(to_tsvector('english'::regconfig, array_to_string(tags, ' ')), 'C')
          || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'D')
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION content_videos_search_vector_trigger() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector := content_video_search_vector(
          NEW.title, NEW.themes, NEW.scripture_references, NEW.tags, NEW.description);
        RETURN NEW;
      END
      $$`);
    await queryRunner.query(
      'CREATE TRIGGER videos_search_vector BEFORE INSERT OR UPDATE OF title, themes, scripture_references, tags, description ON videos FOR EACH ROW EXECUTE FUNCTION content_videos_search_vector_trigger()',
    );
    await queryRunner.query(
      'UPDATE videos SET search_vector = content_video_search_vector(title, themes, scripture_references, tags, description)',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_videos_search" ON "videos" USING gin ("search_vector") WHERE "is_active"',
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_videos_search_primary" ON "videos" USING gin (ts_filter("search_vector", '{a,b,c}')) WHERE "is_active"`,
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops)',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_search_suggestions_trgm" ON "search_suggestions" USING gin ("normalized" gin_trgm_ops)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER IF EXISTS videos_search_vector ON videos');
    await queryRunner.query('DROP FUNCTION IF EXISTS content_videos_search_vector_trigger()');
    await queryRunner.query('DROP INDEX IF EXISTS "IDX_videos_search_primary"');
    await queryRunner.query('DROP INDEX IF EXISTS "IDX_videos_search"');
    await queryRunner.query(
      'DROP FUNCTION IF EXISTS content_video_search_vector(text, text[], text[], text[], text)',
    );
    await queryRunner.query('DROP FUNCTION IF EXISTS content_reference_lexemes(text[], text)');
    await queryRunner.query('ALTER TABLE "videos" DROP COLUMN "search_vector"');
    await queryRunner.query('DROP TABLE "search_words"');
    await queryRunner.query('DROP INDEX "public"."IDX_search_suggestions_prefix"');
    await queryRunner.query('DROP TABLE "search_suggestions"');
    await queryRunner.query('DROP TABLE "content_seeds"');
  }
}
