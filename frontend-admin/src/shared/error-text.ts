import { ApiError } from '@ministry/api-client';
import { i18n } from '../i18n/i18n';

/**
 * What a failure reads in the dashboard: the sentence a call site gave it (an admin list's 'HTTP
 * error! status: {code}', spec §8), else the server's own sentence (e.g. the 409 about the last
 * Administrator), else what the browser said (a cancelled passkey prompt, say).
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.cause instanceof ApiError) return error.message;
    return error.serverMessage ?? error.message;
  }
  if (error instanceof Error) {
    // WebAuthn's own errors when the person closes the prompt or it times out.
    if (error.name === 'NotAllowedError')
      return i18n._({
        id: 'admin.error.passkeyPrompt',
        message: 'The passkey prompt was closed or timed out.',
      });
    return error.message;
  }
  return String(error);
}
