import createClient, { type ClientOptions, type Middleware } from 'openapi-fetch';
import { ApiError } from './api-error';
import type { paths } from './generated/schema';

/** Every non-OK answer fails the request with an ApiError holding the body exactly as sent. */
const failOnErrorStatus: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw await ApiError.fromResponse(response.clone());
  },
};

/**
 * A client whose paths, parameters, bodies and answers are checked against the API's OpenAPI
 * document, so a backend change that breaks a call fails `npm run typecheck`. Cookies are always
 * sent (sessions live in an HttpOnly cookie); a non-OK answer rejects with an ApiError.
 */
export function createApiClient(options: ClientOptions = {}) {
  const client = createClient<paths>({ baseUrl: '', credentials: 'include', ...options });
  client.use(failOnErrorStatus);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The page's one client (`@ministry/api-client` is a Module Federation singleton, so the shell and
 * every remote share it).
 */
export const api: ApiClient = createApiClient();

interface Answer {
  data?: unknown;
  response: Response;
}

/** The data type of an answered call: what its OK response holds (undefined for a 204). */
export type DataOf<R> = R extends { data: infer D } ? D : never;

/**
 * The data of a call, e.g. `await dataOf(api.GET('/api/events', { signal }))`. A call of `api` only
 * resolves on an OK answer (failOnErrorStatus), so the data is there as typed.
 */
export async function dataOf<R extends Answer>(call: Promise<R>): Promise<DataOf<R>> {
  const { data } = await call;
  return data as DataOf<R>;
}

/** Whether a request failed because it was cancelled (React Query cancels the queries it drops). */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * For the calls that spec §8 gives one sentence for any failure (answered or not): rethrows with
 * `message`, the original failure as its cause, an ApiError as an ApiError. A cancelled call stays
 * cancelled. Use as `.catch(failWith('Failed to fetch videos'))`.
 */
export function failWith(message: string): (error: unknown) => never {
  return (error) => {
    if (isAbort(error)) throw error;
    if (error instanceof ApiError) throw error.withMessage(message);
    throw new Error(message, { cause: error });
  };
}
