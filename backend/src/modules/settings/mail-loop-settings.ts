import { fieldCipher } from '../../encryption/field-cipher';
import type { SaveSettingsDto } from './dto/settings-input.dto';
import { BounceMailboxIncompleteError } from './settings.errors';
import { MAIL_LOOP_DEFAULTS, type SettingsValues } from './settings-values';

type MailLoopFields = keyof typeof MAIL_LOOP_DEFAULTS;

/**
 * The bounce mailbox and tracking fields of a save: each one left out keeps what is saved. The
 * password is stored encrypted with the data key; an empty or missing one keeps the saved password
 * (the form never receives it, so it cannot send it back), and `bounceMailboxPasswordClear` removes it.
 */
export function mailLoopSettings(
  input: SaveSettingsDto,
  saved: SettingsValues,
): Pick<SettingsValues, MailLoopFields> {
  const { bounceMailboxPassword: password, bounceMailboxPasswordClear: clear } = input;
  const fields = {
    bounceMailboxEnabled: input.bounceMailboxEnabled ?? saved.bounceMailboxEnabled,
    bounceMailboxHost: input.bounceMailboxHost ?? saved.bounceMailboxHost,
    bounceMailboxPort: input.bounceMailboxPort ?? saved.bounceMailboxPort,
    bounceMailboxTls: input.bounceMailboxTls ?? saved.bounceMailboxTls,
    bounceMailboxUser: input.bounceMailboxUser ?? saved.bounceMailboxUser,
    bounceMailboxPassword: clear
      ? ''
      : password
        ? fieldCipher().encrypt(password)
        : saved.bounceMailboxPassword,
    bounceMailboxFolder: input.bounceMailboxFolder ?? saved.bounceMailboxFolder,
    trackOpensAndClicks: input.trackOpensAndClicks ?? saved.trackOpensAndClicks,
  };
  const {
    bounceMailboxEnabled: enabled,
    bounceMailboxHost: host,
    bounceMailboxUser: user,
  } = fields;
  if (enabled && (!host || !user || !fields.bounceMailboxPassword)) {
    throw new BounceMailboxIncompleteError();
  }
  return fields;
}

/**
 * The body without the password inputs, which must never reach the stored document as they came.
 */
export function withoutPasswordInputs(
  input: SaveSettingsDto,
): Omit<SaveSettingsDto, 'bounceMailboxPassword' | 'bounceMailboxPasswordClear'> {
  const copy: Partial<SaveSettingsDto> = { ...input };
  delete copy.bounceMailboxPassword;
  delete copy.bounceMailboxPasswordClear;
  return copy as Omit<SaveSettingsDto, 'bounceMailboxPassword' | 'bounceMailboxPasswordClear'>;
}
