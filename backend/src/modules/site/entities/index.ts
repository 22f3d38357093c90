import { ContentSeed } from './content-seed.entity';

/** The entities of the site module (the schema list in database/entities.ts spreads these). */
export const SITE_ENTITIES = [ContentSeed];
