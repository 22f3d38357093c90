import { ContactMessage } from './contact-message.entity';
import { Subscriber } from './subscriber.entity';

/** The entities of the newsletter module, for its `TypeOrmModule.forFeature`. */
export const NEWSLETTER_ENTITIES = [ContactMessage, Subscriber];
