import { EmailCampaign } from './email-campaign.entity';
import { EmailDelivery } from './email-delivery.entity';
import { EmailProviderEvent } from './email-provider-event.entity';
import { EmailSuppression } from './email-suppression.entity';
import { EmailSuppressionLift } from './email-suppression-lift.entity';
import { EmailTrackingEvent } from './email-tracking-event.entity';
import { EmailTemplate } from './email-template.entity';
import {
  EmailAutomation,
  EmailAutomationEnrolment,
  EmailAutomationSend,
  EmailAutomationStep,
} from './automation.entity';
import { SavedAudience } from './saved-audience.entity';
import { SubscriptionConfirmation } from './subscription-confirmation.entity';

/** The entities of the email module, for its `TypeOrmModule.forFeature`. */
export const EMAIL_ENTITIES = [
  EmailCampaign,
  EmailTemplate,
  EmailDelivery,
  EmailSuppression,
  EmailSuppressionLift,
  EmailProviderEvent,
  EmailTrackingEvent,
  SubscriptionConfirmation,
  SavedAudience,
  EmailAutomation,
  EmailAutomationStep,
  EmailAutomationEnrolment,
  EmailAutomationSend,
];
