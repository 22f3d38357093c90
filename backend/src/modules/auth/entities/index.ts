import { Session } from './session.entity';
import { User } from './user.entity';

/** The entities of the auth module, for its `TypeOrmModule.forFeature`. */
export const AUTH_ENTITIES = [Session, User];
