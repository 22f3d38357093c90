import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { SignedInUser } from './principals';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the access guard on signed-in and admin routes. */
    user?: SignedInUser;
  }
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SignedInUser | undefined =>
    context.switchToHttp().getRequest<Request>().user,
);
