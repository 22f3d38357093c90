import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';

export const ACCESS_KEY = 'ministry:access';

/** Who may call a route. Every route declares one; the global guard refuses routes that do not. */
export type Access = 'public' | 'signed-in' | 'admin' | 'member';

export const SESSION_COOKIE = 'ministry.sid';
/** The OpenAPI security scheme that stands for the session cookie. */
export const SESSION_SECURITY = 'session';

/** Anyone, signed in or not. */
export const Public = () => SetMetadata(ACCESS_KEY, 'public' satisfies Access);

/** Any signed-in user account (administrator or not). */
export const SignedIn = () =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, 'signed-in' satisfies Access),
    ApiCookieAuth(SESSION_SECURITY),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
  );

/** An administrator session: 401 when not signed in, 403 when signed in without isAdmin. */
export const AdminOnly = () =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, 'admin' satisfies Access),
    ApiCookieAuth(SESSION_SECURITY),
    ApiUnauthorizedResponse({
      description: 'Not signed in (HttpOnly, SameSite=Lax session cookie)',
    }),
    ApiForbiddenResponse({ description: 'Signed in without administrator rights' }),
  );

/** A community member session: 401 with a message asking the visitor to log in. */
export const MemberOnly = () =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, 'member' satisfies Access),
    ApiCookieAuth(SESSION_SECURITY),
    ApiUnauthorizedResponse({ description: 'No community member session' }),
  );
