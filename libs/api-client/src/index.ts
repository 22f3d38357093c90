import createClient, { type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './generated/schema';

export type { components, paths };
/** The response and request shapes by name, e.g. `Schema<'UserResponseDto'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/**
 * A client whose paths, parameters and bodies are checked against the API's OpenAPI document.
 * Cookies are always sent: sessions live in an HttpOnly cookie.
 */
export function createApiClient(options: ClientOptions = {}) {
  return createClient<paths>({ baseUrl: '', credentials: 'include', ...options });
}

export type ApiClient = ReturnType<typeof createApiClient>;
