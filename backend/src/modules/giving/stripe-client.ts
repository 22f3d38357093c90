import Stripe from 'stripe';

/**
 * The SDK's connection settings for an API address: unset, Stripe's own; else the address's host,
 * port and protocol (an egress proxy, or the tests' fake Stripe on loopback). The SDK takes no path,
 * so an address with one is refused when the configuration is read.
 */
export function stripeConnection(baseUrl: string | undefined): Partial<Stripe.StripeConfig> {
  if (!baseUrl) return {};
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/** A client for one secret key. Few retries and a short timeout: a webhook must answer quickly. */
export function createStripeClient(secretKey: string, baseUrl: string | undefined): Stripe {
  return new Stripe(secretKey, {
    ...stripeConnection(baseUrl),
    maxNetworkRetries: 2,
    timeout: 10_000,
    appInfo: { name: 'ministry-platform giving' },
  });
}

/** Verifies webhooks only (no API calls); the SDK's verification needs no key. */
export const webhookVerifier = new Stripe('sk_webhook_verification_only');

/** How old a signed webhook may be (Stripe's own default tolerance): older is a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
