/**
 * The one error of a request the API answered with a non-OK status. Code reads `status`, `body`,
 * `serverMessage` and `fieldErrors`; `message` is what spec §8 says the failure reads: by default
 * `${status}: ${body text, or the status text when there is none}`, or a call's own sentence.
 * (A request that got no answer at all fails as fetch does: a TypeError, or an AbortError.)
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    /** The response body as text, exactly as sent ('' when there was none). */
    readonly body: string,
    message = `${status}: ${body}`,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  /** The answer of a non-OK response; reads the body, so pass a clone if the caller needs it too. */
  static async fromResponse(response: Response): Promise<ApiError> {
    const body = await response.text();
    return new ApiError(
      response.status,
      body,
      `${response.status}: ${body || response.statusText}`,
    );
  }

  /** The same answer under the sentence a call site of the spec gives it. */
  withMessage(message: string): ApiError {
    return new ApiError(this.status, this.body, message, { cause: this });
  }

  /**
   * The body's `message` (the first one when the API sent a list), or the body itself when it is
   * not JSON; null when there is none. The API's errors read `{ message, errors? }`.
   */
  get serverMessage(): string | null {
    const parsed = this.json();
    if (parsed === undefined) return this.body.trim() || null;
    const message = isRecord(parsed) ? parsed.message : undefined;
    if (typeof message === 'string') return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
    return null;
  }

  /**
   * The body's `code`: a stable name the API gives an answer that a screen must tell from another of
   * the same status whatever the language of its message (`account_deactivated`,
   * `second_step_over`); null when there is none.
   */
  get code(): string | null {
    const parsed = this.json();
    const code = isRecord(parsed) ? parsed.code : undefined;
    return typeof code === 'string' ? code : null;
  }

  /** A 400's messages by field (`errors: [{ field, message }]`), the first one of each field. */
  get fieldErrors(): Readonly<Record<string, string>> {
    const parsed = this.json();
    const entries = isRecord(parsed) && Array.isArray(parsed.errors) ? parsed.errors : [];
    const fields: Record<string, string> = {};
    for (const entry of entries) {
      if (!isRecord(entry)) continue;
      const { field, message } = entry;
      if (typeof field === 'string' && typeof message === 'string' && !(field in fields)) {
        fields[field] = message;
      }
    }
    return fields;
  }

  /** The body parsed as JSON; undefined when it is not JSON. */
  private json(): unknown {
    try {
      return JSON.parse(this.body) as unknown;
    } catch {
      return undefined;
    }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Spec §8: how an admin list GET and the weekly scripture fail on a non-OK status. */
export function httpErrorMessage(status: number): string {
  return `HTTP error! status: ${status}`;
}

/**
 * Rethrows an ApiError as 'HTTP error! status: {code}' and anything else as it is; use as
 * `.catch(rethrowAsHttpError)` on the calls spec §8 names that message for.
 */
export function rethrowAsHttpError(error: unknown): never {
  throw error instanceof ApiError ? error.withMessage(httpErrorMessage(error.status)) : error;
}
