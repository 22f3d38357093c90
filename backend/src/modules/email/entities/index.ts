import { EmailCampaign } from './email-campaign.entity';
import { EmailDelivery } from './email-delivery.entity';
import { EmailSuppression } from './email-suppression.entity';
import { EmailTemplate } from './email-template.entity';

/** The entities of the email module (the schema list in database/entities.ts spreads these). */
export const EMAIL_ENTITIES = [EmailCampaign, EmailTemplate, EmailDelivery, EmailSuppression];
