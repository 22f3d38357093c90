import { Event } from './event.entity';

/** The entities of the events module (the schema list in database/entities.ts spreads these). */
export const EVENTS_ENTITIES = [Event];
