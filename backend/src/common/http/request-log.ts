import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Options } from 'pino-http';

/**
 * Query parameters that carry a secret: unsubscribe and confirmation tokens (permanent, one per
 * address), member sign-in links, address-change links, staff invitation and reset links, upload
 * signatures. Compared lower-cased.
 */
const SECRET_PARAMETERS = new Set([
  'token',
  'signin',
  'emailchange',
  'code',
  'invitation',
  'reset',
  'key',
  'secret',
  'password',
  'signature',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
]);

export const REDACTED = '[REDACTED]';

/**
 * A URL (a path with its query, or an absolute address) as it may be logged: the value of every
 * secret-bearing query parameter replaced by `[REDACTED]`, everything else as it was.
 */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const hashAt = url.indexOf('#', queryAt);
  const query = url.slice(queryAt + 1, hashAt < 0 ? undefined : hashAt);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      let name: string;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        name = rawName;
      }
      return SECRET_PARAMETERS.has(name.trim().toLowerCase()) && equals >= 0
        ? `${rawName}=${REDACTED}`
        : pair;
    })
    .join('&');
  // A fragment is never sent by a browser; one in a Referer is dropped rather than parsed.
  return `${url.slice(0, queryAt)}?${redacted}`;
}

interface SerializedRequest {
  url?: string;
  headers?: Record<string, unknown>;
  [key: string]: unknown;
}

interface SerializedResponse {
  headers?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Headers whose value is (or holds) an address of this site that may carry a token. */
const URL_HEADERS = ['referer', 'location'];

function redactHeaders(
  headers: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (!headers) return headers;
  // A copy: the serializer is handed the request's own headers object.
  const copy = { ...headers };
  for (const name of URL_HEADERS) {
    if (typeof copy[name] === 'string') copy[name] = redactUrl(copy[name]);
  }
  return copy;
}

/** pino-http's options for the request log (shared by the app and its test). */
export function requestLogOptions(level: string): Options {
  return {
    level,
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,100}$/.test(given) ? given : randomUUID();
    },
    customProps: () => ({ service: 'ministry-api' }),
    redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      // pino-http hands these the standard serializers' output.
      req: (req: SerializedRequest) => ({
        ...req,
        url: redactUrl(req.url),
        headers: redactHeaders(req.headers),
      }),
      res: (res: SerializedResponse) => ({ ...res, headers: redactHeaders(res.headers) }),
    },
    // Probes poll every few seconds; their lines would drown the log.
    autoLogging: {
      ignore: (req: IncomingMessage) =>
        req.url === '/api/health' || req.url === '/api/ready' || req.url === '/metrics',
    },
  };
}
