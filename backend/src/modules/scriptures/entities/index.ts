import { Scripture } from './scripture.entity';

/** The entities of the scriptures module, for its `TypeOrmModule.forFeature`. */
export const SCRIPTURES_ENTITIES = [Scripture];
