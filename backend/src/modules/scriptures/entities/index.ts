import { Scripture } from './scripture.entity';

/** The entities of the scriptures module (the schema list in database/entities.ts spreads these). */
export const SCRIPTURES_ENTITIES = [Scripture];
