import {
  ConflictError,
  InvalidInputError,
  NotFoundError,
} from '../../../common/errors/domain-error';

export const POSTAL_ADDRESS_REQUIRED =
  "Add the ministry's postal address in Settings before sending a campaign.";
export const CAMPAIGN_NOT_FOUND = 'Email campaign not found';

export class CampaignNotFoundError extends NotFoundError {
  constructor() {
    super(CAMPAIGN_NOT_FOUND);
  }
}

/** Anti-spam law wants the sender's postal address in every campaign: none saved, no sending. */
export class PostalAddressRequiredError extends ConflictError {
  constructor() {
    super(POSTAL_ADDRESS_REQUIRED);
  }
}

/** A 400 about one field of the campaign, listed under `errors` as well. */
abstract class CampaignFieldError extends InvalidInputError {
  constructor(field: string, message: string) {
    super(message, { errors: [{ field, message }] });
  }
}

export class InactiveTemplateError extends CampaignFieldError {
  constructor() {
    super('templateId', 'Please choose an active email template');
  }
}

export class ScheduledDateInPastError extends CampaignFieldError {
  constructor() {
    super('scheduledDate', 'Scheduled date must be in the future');
  }
}

/** The video message's address names no upload this site holds. */
export class VideoMessageMissingError extends CampaignFieldError {
  constructor() {
    super('videoMessageUrl', 'Please upload the video message again');
  }
}

export class OnlyDraftsCanBeSentError extends ConflictError {
  constructor() {
    super('Only draft campaigns can be sent.');
  }
}

export class CampaignTemplateGoneError extends ConflictError {
  constructor() {
    super("This campaign's email template no longer exists.");
  }
}

export class NoRecipientsError extends ConflictError {
  constructor() {
    super('No recipients match the target audience of this campaign.');
  }
}

export class AddressUnsubscribedError extends ConflictError {
  constructor() {
    super('This address has unsubscribed from our e-mails.');
  }
}
