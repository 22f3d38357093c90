import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import {
  GivingNotConfiguredError,
  StripeRefusedError,
  StripeUnavailableError,
} from './giving.errors';
import { GivingRepository } from './giving.repository';
import { createStripeClient } from './stripe-client';

/**
 * The one place that talks to Stripe: a client per saved secret key (made again when the key
 * changes), and Stripe's failures turned into domain errors: a refusal (bad key, bad parameter) is
 * not worth retrying, a network or server failure is.
 */
@Injectable()
export class StripeGateway {
  private cached: { key: string; client: Stripe } | undefined;

  constructor(
    private readonly repo: GivingRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A client for `key`, or for the saved key. */
  async client(key?: string): Promise<Stripe> {
    const secret = key ?? (await this.repo.settings()).stripeSecretKey;
    if (!secret) throw new GivingNotConfiguredError();
    if (this.cached?.key !== secret) {
      this.cached = {
        key: secret,
        client: createStripeClient(secret, this.config.stripeApiBaseUrl),
      };
    }
    return this.cached.client;
  }

  /** Runs a Stripe call, its errors as domain errors. */
  async call<T>(work: (stripe: Stripe) => Promise<T>, key?: string): Promise<T> {
    const stripe = await this.client(key);
    try {
      return await work(stripe);
    } catch (error) {
      throw stripeFailure(error);
    }
  }
}

export function stripeFailure(error: unknown): Error {
  if (error instanceof Stripe.errors.StripeError) {
    const temporary =
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError ||
      (error.statusCode ?? 0) >= 500;
    return temporary
      ? new StripeUnavailableError(error.message)
      : new StripeRefusedError(error.message);
  }
  return error instanceof Error ? error : new Error(String(error));
}
