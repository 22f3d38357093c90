import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '../../modules/auth/entities/user.entity';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the access guard on signed-in and admin routes. */
    user?: User;
  }
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): User | undefined =>
    context.switchToHttp().getRequest<Request>().user,
);
