import { ApiError } from '@ministry/api-client';

/** The server's own sentence, else what the browser said (a cancelled passkey prompt, say). */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error) {
    // WebAuthn's own errors when the person closes the prompt or it times out.
    if (error.name === 'NotAllowedError') return 'The passkey prompt was closed or timed out.';
    return error.message;
  }
  return String(error);
}
