/** What an error thrown by `throwIfResNotOk` (`${status}: ${body}`) says, read back apart. */
export interface ServerError {
  status: number | null;
  /** The body's `message`, or the body text when it is not JSON; null when there is none. */
  message: string | null;
  /** Field messages of a 400 (`errors: [{ field, message }]`), first message per field. */
  fieldErrors: Record<string, string>;
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

function readBody(text: string): { message: string | null; fieldErrors: Record<string, string> } {
  let body: ErrorBody;
  try {
    body = JSON.parse(text) as ErrorBody;
  } catch {
    return { message: text.trim() || null, fieldErrors: {} };
  }
  const fieldErrors: Record<string, string> = {};
  if (Array.isArray(body.errors)) {
    for (const entry of body.errors as unknown[]) {
      const { field, message } = (entry ?? {}) as { field?: unknown; message?: unknown };
      if (typeof field === 'string' && typeof message === 'string' && !(field in fieldErrors)) {
        fieldErrors[field] = message;
      }
    }
  }
  const message =
    typeof body.message === 'string'
      ? body.message
      : Array.isArray(body.message) && typeof body.message[0] === 'string'
        ? body.message[0]
        : null;
  return { message, fieldErrors };
}

export function parseServerError(error: unknown): ServerError {
  const raw = error instanceof Error ? error.message : String(error ?? '');
  const match = /^(\d{3}): ([\s\S]*)$/.exec(raw);
  if (!match) {
    // A network failure: fetch's own message means nothing to a visitor.
    return { status: null, message: null, fieldErrors: {} };
  }
  return { status: Number(match[1]), ...readBody(match[2]) };
}

/** Spec §6/§8: a server message containing "log in" means the member session is missing. */
export function needsLogin(error: unknown): boolean {
  const raw = error instanceof Error ? error.message : String(error ?? '');
  return raw.toLowerCase().includes('log in');
}
