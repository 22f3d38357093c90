import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  InternalServerErrorException,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { endSignIn } from '../http/session';
import { Access, ACCESS_KEY, DURING_ENROLMENT_KEY, PERMISSION_KEY } from './access.decorators';
import { hasPermission, type Permission, permissionDenied } from './permissions';
import { PrincipalLookups } from './principals';
import './session-data';

export const MEMBER_LOGIN_REQUIRED = 'Please log in to your community account to continue.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** `lastSeenAt` is written at most this often (each write is a write of the session row). */
const LAST_SEEN_RESOLUTION_MS = 60_000;
export const TWO_FACTOR_SETUP_REQUIRED =
  'Two-factor sign-in is required: set up an authenticator app or a passkey in My account first.';

/**
 * The one global guard: each route's declared access decides; a route without one is refused. Sessions
 * are resolved through the lookups the features provide (PrincipalLookups).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly principals: PrincipalLookups,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const request = context.switchToHttp().getRequest<Request>();
    switch (access) {
      case 'public':
        return true;
      case 'member': {
        const memberId = request.session?.memberId;
        // A member deleted since logging in is logged out.
        const member = memberId ? await this.principals.findMember(memberId) : null;
        if (!member) {
          if (memberId) delete request.session.memberId;
          throw new UnauthorizedException(MEMBER_LOGIN_REQUIRED);
        }
        request.member = member;
        return true;
      }
      case 'signed-in':
      case 'staff': {
        if (request.session?.userId) await this.keepUserSession(context, request);
        const user = request.session?.userId
          ? await this.principals.findStaff(request.session.userId)
          : null;
        // A sign-in ended from elsewhere (a role change, deactivation, …) says why until the next one.
        if (!user)
          throw new UnauthorizedException(request.session?.signedOutReason ?? 'Not signed in');
        request.user = user;
        if (
          request.session.enrolmentOnly &&
          !this.reflector.getAllAndOverride<boolean | undefined>(DURING_ENROLMENT_KEY, [
            context.getHandler(),
            context.getClass(),
          ])
        )
          throw new ForbiddenException(TWO_FACTOR_SETUP_REQUIRED);
        if (access === 'signed-in') return true;
        if (!user.isAdmin || user.role === null)
          throw new ForbiddenException('Staff access required');
        const permission = this.reflector.getAllAndOverride<Permission | undefined>(
          PERMISSION_KEY,
          [context.getHandler(), context.getClass()],
        );
        if (!permission) {
          this.logger.error(
            `${context.getClass().name}.${context.getHandler().name} names no permission`,
          );
          throw new InternalServerErrorException();
        }
        if (!hasPermission(user.role, permission))
          throw new ForbiddenException(permissionDenied(permission));
        return true;
      }
      default:
        this.logger.error(
          `${context.getClass().name}.${context.getHandler().name} declares no access`,
        );
        throw new InternalServerErrorException();
    }
  }

  /**
   * A user account's session lasts while it is used (the idle timeout, from its last request) and no
   * longer than the absolute lifetime from its sign-in (both from the settings): past either, the
   * account is signed out of it (401). A session from before these were recorded starts counting now.
   */
  private async keepUserSession(context: ExecutionContext, request: Request): Promise<void> {
    const session = request.session;
    const now = Date.now();
    const { idleMs, absoluteMs } = this.principals.staffSessionLimits();
    const signedInAt = session.signedInAt ?? now;
    const lastSeenAt = session.lastSeenAt ?? now;
    if (now - lastSeenAt >= idleMs || now - signedInAt >= absoluteMs) {
      await endSignIn(request, context.switchToHttp().getResponse<Response>(), 'userId');
      throw new UnauthorizedException(SESSION_EXPIRED);
    }
    if (session.signedInAt === undefined) session.signedInAt = signedInAt;
    if (session.lastSeenAt === undefined || now - lastSeenAt >= LAST_SEEN_RESOLUTION_MS)
      session.lastSeenAt = now;
  }
}
