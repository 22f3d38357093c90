import { Event } from './event.entity';

/** The entities of the events module, for its `TypeOrmModule.forFeature`. */
export const EVENTS_ENTITIES = [Event];
