import { RegistrationMail } from './registration-mail.entity';
import { RegistrationSettings } from './registration-settings.entity';
import { Registration } from './registration.entity';

/** The entities of the registrations module, for its `TypeOrmModule.forFeature`. */
export const REGISTRATIONS_ENTITIES = [RegistrationSettings, Registration, RegistrationMail];
