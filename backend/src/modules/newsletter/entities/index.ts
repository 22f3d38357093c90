import { ContactMessage } from './contact-message.entity';
import { Subscriber } from './subscriber.entity';

/** The entities of the newsletter module (the schema list in database/entities.ts spreads these). */
export const NEWSLETTER_ENTITIES = [ContactMessage, Subscriber];
