import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { SignedInMember, SignedInUser } from './principals';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the access guard on signed-in and admin routes. */
    user?: SignedInUser;
    /** Set by the access guard on member routes. */
    member?: SignedInMember;
  }
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SignedInUser | undefined =>
    context.switchToHttp().getRequest<Request>().user,
);

/** The signed-in community member of a `@MemberOnly()` route (the access guard has found it). */
export const CurrentMember = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SignedInMember => {
    const member = context.switchToHttp().getRequest<Request>().member;
    if (!member) throw new Error('@CurrentMember() is for @MemberOnly() routes');
    return member;
  },
);
