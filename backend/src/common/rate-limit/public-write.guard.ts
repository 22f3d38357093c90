import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RateLimitService, TOO_MANY_REQUESTS } from './rate-limit.service';
import { clientAddress } from '../http/client-address';

const PUBLIC_WRITE_KEY = 'ministry:public-write';

export { TOO_MANY_REQUESTS };

/**
 * Counts each call of a public write (counseling request, testimony, newsletter, sign-up) per client
 * address, in its own bucket, before anything else runs; over the limit it is a 429 with Retry-After.
 */
@Injectable()
export class PublicWriteGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const bucket = this.reflector.get<string>(PUBLIC_WRITE_KEY, context.getHandler());
    const req = context.switchToHttp().getRequest<Request>();
    const wait = await this.limits.consume(
      bucket,
      clientAddress(req) ?? 'unknown',
      this.limits.publicWriteLimit,
    );
    if (wait === 0) return true;
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(wait));
    throw new HttpException({ message: TOO_MANY_REQUESTS }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** A public write limited per client address (PUBLIC_WRITE_LIMIT per PUBLIC_WRITE_WINDOW_SECONDS). */
export const PublicWrite = (bucket: string) =>
  applyDecorators(
    SetMetadata(PUBLIC_WRITE_KEY, bucket),
    UseGuards(PublicWriteGuard),
    ApiTooManyRequestsResponse({
      description: 'Too many submissions from this client; see Retry-After',
    }),
  );
