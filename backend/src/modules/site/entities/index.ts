import { ContentSeed } from './content-seed.entity';

/** The entities of the site module, for its `TypeOrmModule.forFeature`. */
export const SITE_ENTITIES = [ContentSeed];
