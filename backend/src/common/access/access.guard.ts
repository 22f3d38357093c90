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
import type { Request } from 'express';
import { Access, ACCESS_KEY } from './access.decorators';
import { PrincipalLookups } from './principals';
import './session-data';

export const MEMBER_LOGIN_REQUIRED = 'Please log in to your community account to continue.';

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
        const member = memberId ? await this.principals.memberExists(memberId) : false;
        if (!member) {
          if (memberId) delete request.session.memberId;
          throw new UnauthorizedException(MEMBER_LOGIN_REQUIRED);
        }
        return true;
      }
      case 'signed-in':
      case 'admin': {
        const user = request.session?.userId
          ? await this.principals.findStaff(request.session.userId)
          : null;
        if (!user) throw new UnauthorizedException('Not signed in');
        request.user = user;
        if (access === 'admin' && !user.isAdmin)
          throw new ForbiddenException('Administrator access required');
        return true;
      }
      default:
        this.logger.error(
          `${context.getClass().name}.${context.getHandler().name} declares no access`,
        );
        throw new InternalServerErrorException();
    }
  }
}
