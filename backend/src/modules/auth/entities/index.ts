import { Session } from './session.entity';
import { User } from './user.entity';

/** The entities of the auth module (the schema list in database/entities.ts spreads these). */
export const AUTH_ENTITIES = [Session, User];
