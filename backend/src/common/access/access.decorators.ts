import { applyDecorators, SetMetadata } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiExtension,
  ApiForbiddenResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { type Permission, PERMISSIONS } from './permissions';

export const ACCESS_KEY = 'ministry:access';
/** The permission a staff route needs (with access 'staff'). */
export const PERMISSION_KEY = 'ministry:permission';

/**
 * Who may call a route. Every route declares one; the global guard refuses routes that do not.
 * 'staff' routes also name the permission they need.
 */
export type Access = 'public' | 'signed-in' | 'staff' | 'member';

/** Marks a signed-in route that also answers in the enrolment-only state (two-factor sign-in required). */
export const DURING_ENROLMENT_KEY = 'ministry:during-two-factor-enrolment';

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

/**
 * A staff session whose role holds `permission`: 401 when not signed in, 403 ('You do not have
 * permission to …') otherwise. On a method it overrides the one its controller declares.
 */
export const Requires = (permission: Permission) =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, 'staff' satisfies Access),
    SetMetadata(PERMISSION_KEY, permission),
    ApiCookieAuth(SESSION_SECURITY),
    ApiExtension('x-permission', permission),
    ApiUnauthorizedResponse({
      description: 'Not signed in (HttpOnly, SameSite=Lax session cookie)',
    }),
    ApiForbiddenResponse({
      description: `Signed in without the permission to ${PERMISSIONS[permission]} (${permission})`,
    }),
  );

/** A community member session: 401 with a message asking the visitor to log in. */
export const MemberOnly = () =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, 'member' satisfies Access),
    ApiCookieAuth(SESSION_SECURITY),
    ApiUnauthorizedResponse({ description: 'No community member session' }),
  );

/**
 * The route also answers a staff member who must first set up two-factor sign-in (the Require 2FA
 * setting): the current user and the enrolment routes. Every other signed-in route is a 403 then.
 */
export const DuringTwoFactorEnrolment = () => SetMetadata(DURING_ENROLMENT_KEY, true);
