import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local Stripe, for the tests: the real `stripe` SDK is pointed at it (STRIPE_API_BASE_URL). It
 * answers the API calls giving makes with the request and response shapes of Stripe's API reference
 * (form-encoded bodies with `a[b][0]=c` keys, Bearer keys, `{ error: { type, code, message } }`
 * failures, `expand[]`), and serves a hosted checkout page: paying there creates the objects Stripe
 * would (customer, payment intent, charge; subscription and invoice for a recurring gift), posts the
 * events a webhook endpoint would get, signed with the SDK's own `generateTestHeaderString`, and
 * redirects to the session's success URL as Checkout does.
 */

type Json = Record<string, unknown>;
type Obj = Json & { id: string; object: string };

export interface FakeStripeOptions {
  secretKey?: string;
  webhookSecret?: string;
  /** Where events are posted; may be set later (`webhookUrl`). */
  webhookUrl?: string;
  port?: number;
}

export interface FakeRequest {
  method: string;
  path: string;
  params: Json;
  authorization: string | undefined;
}

export interface DeliveryResult {
  event: Obj;
  status: number;
  body: string;
}

const API_VERSION = Stripe.API_VERSION;
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += BASE62[byte % BASE62.length];
  return `${prefix}_${id}`;
}

const now = () => Math.floor(Date.now() / 1000);
const clone = <T>(value: T): T => structuredClone(value);

/**
 * Stripe's form encoding (`line_items[0][price_data][currency]=usd`, `expand[0]=x`,
 * `metadata[ref]=…`) back into objects and arrays.
 */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p, i) => i === 0 || p !== '');
    let node: Json | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const key: string | number = Array.isArray(node) ? Number(part || node.length) : part;
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[key] = value;
        return;
      }
      const nextIsIndex = /^\d*$/.test(parts[index + 1]);
      container[key] ??= nextIsIndex ? [] : {};
      node = container[key] as Json | unknown[];
    });
  }
  return root;
}

// Fields declared, not constructor parameter properties: Node's type stripping runs this file too
// (bench/giving.bench.mjs).
class StripeApiError extends Error {
  readonly status: number;
  readonly type: string;
  readonly code?: string;
  readonly param?: string;

  constructor(status: number, type: string, message: string, code?: string, param?: string) {
    super(message);
    this.status = status;
    this.type = type;
    this.code = code;
    this.param = param;
  }
}

const missing = (kind: string, id: string) =>
  new StripeApiError(
    404,
    'invalid_request_error',
    `No such ${kind}: '${id}'`,
    'resource_missing',
    'id',
  );

/** Where the fake's Billing Portal pages are (Stripe's own are `/p/session/…` too). */
const PORTAL_PATH = '/p/session/';

const INTERVALS: Record<string, true> = { day: true, week: true, month: true, year: true };

export class FakeStripe {
  secretKey: string;
  webhookSecret: string;
  webhookUrl: string | undefined;
  /** Post each event to the webhook as it happens (else only `deliver` sends). */
  autoDeliver = true;
  /** Hold the webhooks of a payment until after the redirect (the thank-you page meets "processing"). */
  deliverAfterRedirect = false;
  baseUrl = '';
  readonly requests: FakeRequest[] = [];
  readonly events: Obj[] = [];
  readonly deliveries: DeliveryResult[] = [];
  readonly objects = new Map<string, Obj>();
  private server: Server | undefined;
  private readonly signer = new Stripe('sk_test_signer');
  private readonly pendingDeliveries = new Set<Promise<unknown>>();

  private readonly options: FakeStripeOptions;

  constructor(options: FakeStripeOptions = {}) {
    this.options = options;
    this.secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
    this.webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
    this.webhookUrl = options.webhookUrl;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req, res);
    });
    await new Promise<void>((resolve) =>
      this.server!.listen(this.options.port ?? 0, '127.0.0.1', resolve),
    );
    const { port } = this.server.address() as AddressInfo;
    this.baseUrl = `http://127.0.0.1:${port}`;
    return this;
  }

  async close(): Promise<void> {
    await this.settled();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** Waits for every webhook delivery under way. */
  async settled(): Promise<void> {
    while (this.pendingDeliveries.size) await Promise.all([...this.pendingDeliveries]);
  }

  get<T extends Obj = Obj>(id: string): T {
    const found = this.objects.get(id);
    if (!found) throw new Error(`The fake has no object ${id}`);
    return found as T;
  }

  /** The events of a type, in the order they happened. */
  eventsOf(type: string): Obj[] {
    return this.events.filter((e) => e.type === type);
  }

  /** The Stripe-Signature header for a payload, as Stripe signs it (the SDK's test helper). */
  signature(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
    return this.signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.webhookSecret,
      timestamp: options.timestamp,
    });
  }

  /** Posts an event to the webhook, signed; answers what the endpoint said. */
  async deliver(event: Obj, options: { url?: string } = {}): Promise<DeliveryResult> {
    const url = options.url ?? this.webhookUrl;
    if (!url) throw new Error('The fake Stripe has no webhook URL');
    const payload = JSON.stringify(event, null, 2);
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': this.signature(payload),
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
    });
    const result = { event, status: res.status, body: await res.text() };
    this.deliveries.push(result);
    return result;
  }

  // ---- what happens on Stripe's side (the hosted page, renewals, refunds, disputes) ----

  /**
   * The giver pays on the hosted page: the objects Stripe creates and the events it sends. Answers
   * the URL Checkout redirects to.
   */
  async pay(
    sessionId: string,
    payer: { email?: string; name?: string } = {},
    options: { waitForWebhooks?: boolean } = {},
  ): Promise<string> {
    const session = this.objects.get(sessionId);
    if (!session || session.object !== 'checkout.session')
      throw new Error(`No session ${sessionId}`);
    if (session.status !== 'open')
      throw new Error(`Session ${sessionId} is ${String(session.status)}`);
    const email = payer.email ?? (session.customer_email as string | null) ?? 'payer@example.com';
    const name = payer.name ?? 'Card Holder';
    const customer = this.store({
      id: randomId('cus'),
      object: 'customer',
      email,
      name,
      created: now(),
      livemode: false,
      metadata: {},
    });
    const amount = session.amount_total as number;
    const currency = session.currency as string;
    const emitted: Obj[] = [];
    const patch: Json = {
      status: 'complete',
      payment_status: 'paid',
      customer: customer.id,
      customer_details: {
        address: null,
        business_name: null,
        email,
        individual_name: null,
        name,
        phone: null,
        tax_exempt: 'none',
        tax_ids: [],
      },
    };
    if (session.mode === 'payment') {
      const intentData = (session.__payment_intent_data ?? {}) as Json;
      const { intent, charge } = this.charge(amount, currency, customer.id, email, name, {
        metadata: (intentData.metadata as Json) ?? {},
        description: (intentData.description as string) ?? null,
      });
      patch.payment_intent = intent.id;
      emitted.push(
        this.event('charge.succeeded', charge),
        this.event('payment_intent.succeeded', intent),
      );
    } else {
      const subscriptionData = (session.__subscription_data ?? {}) as Json;
      const price = session.__price as Json;
      const subscription = this.store({
        id: randomId('sub'),
        object: 'subscription',
        application: null,
        billing_cycle_anchor: now(),
        cancel_at: null,
        cancel_at_period_end: false,
        canceled_at: null,
        collection_method: 'charge_automatically',
        created: now(),
        currency,
        customer: customer.id,
        description: (subscriptionData.description as string) ?? null,
        ended_at: null,
        items: {
          object: 'list',
          data: [
            {
              id: randomId('si'),
              object: 'subscription_item',
              price,
              quantity: 1,
              current_period_start: now(),
              current_period_end: now() + 30 * 86400,
            },
          ],
          has_more: false,
          url: '/v1/subscription_items',
        },
        latest_invoice: null,
        livemode: false,
        metadata: (subscriptionData.metadata as Json) ?? {},
        start_date: now(),
        status: 'active',
      });
      emitted.push(this.event('customer.subscription.created', subscription));
      const invoiceEvents = this.invoicePayment(subscription, 'subscription_create');
      emitted.push(...invoiceEvents);
      patch.subscription = subscription.id;
      patch.invoice = subscription.latest_invoice;
    }
    Object.assign(session, patch);
    emitted.push(this.event('checkout.session.completed', session));
    const successUrl = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id);
    const delivery = this.deliverAll(emitted);
    if (options.waitForWebhooks ?? !this.deliverAfterRedirect) await delivery;
    return successUrl;
  }

  /** The next period of a subscription is paid (`invoice.paid` with `subscription_cycle`). */
  async renew(subscriptionId: string): Promise<Obj> {
    const subscription = this.get(subscriptionId);
    const events = this.invoicePayment(subscription, 'subscription_cycle');
    await this.deliverAll(events);
    return this.get(subscription.latest_invoice as string);
  }

  /** The next period's payment fails: an open invoice, the subscription past due. */
  async failRenewal(subscriptionId: string): Promise<Obj> {
    const subscription = this.get(subscriptionId);
    const price = (subscription.items as { data: { price: Json }[] }).data[0].price;
    const invoice = this.newInvoice(subscription, price, 'subscription_cycle');
    Object.assign(invoice, { status: 'open', attempted: true, attempt_count: 1, amount_paid: 0 });
    Object.assign(invoice, {
      amount_remaining: invoice.amount_due,
      next_payment_attempt: now() + 3 * 86400,
    });
    subscription.latest_invoice = invoice.id;
    const previous = { status: subscription.status };
    subscription.status = 'past_due';
    await this.deliverAll([
      this.event('invoice.payment_failed', invoice),
      this.event('customer.subscription.updated', subscription, previous),
    ]);
    return invoice;
  }

  /** A refund of `amount` (all that is left by default) of a charge. */
  async refund(chargeId: string, amount?: number): Promise<Obj> {
    const charge = this.get(chargeId);
    const left = (charge.amount as number) - (charge.amount_refunded as number);
    const value = amount ?? left;
    if (value <= 0 || value > left) throw new Error(`Cannot refund ${value} of ${left}`);
    const refund = this.store({
      id: randomId('re'),
      object: 'refund',
      amount: value,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      payment_intent: charge.payment_intent,
      reason: 'requested_by_customer',
      status: 'succeeded',
      metadata: {},
    });
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded = (charge.amount_refunded as number) + value;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refunds = charge.refunds as { data: Obj[] };
    refunds.data.unshift(refund);
    await this.deliverAll([this.event('charge.refunded', charge, previous)]);
    return refund;
  }

  /** The card holder disputes a charge (a chargeback). */
  async dispute(chargeId: string): Promise<Obj> {
    const charge = this.get(chargeId);
    charge.disputed = true;
    const dispute = this.store({
      id: randomId('dp'),
      object: 'dispute',
      amount: charge.amount,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      evidence_details: {
        due_by: now() + 7 * 86400,
        has_evidence: false,
        past_due: false,
        submission_count: 0,
      },
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: charge.payment_intent,
      reason: 'fraudulent',
      status: 'needs_response',
    });
    await this.deliverAll([this.event('charge.dispute.created', dispute)]);
    return dispute;
  }

  /** Cancels on Stripe's side (the Billing Portal, the Dashboard). */
  async cancel(subscriptionId: string): Promise<Obj> {
    const subscription = this.cancelNow(subscriptionId);
    await this.deliverAll([this.event('customer.subscription.deleted', subscription)]);
    return subscription;
  }

  // ---- the objects ----

  private store<T extends Obj>(object: T): T {
    this.objects.set(object.id, object);
    return object;
  }

  private charge(
    amount: number,
    currency: string,
    customer: string,
    email: string,
    name: string,
    extra: { metadata: Json; description: string | null },
  ): { intent: Obj; charge: Obj } {
    const intentId = randomId('pi');
    const charge = this.store({
      id: randomId('ch'),
      object: 'charge',
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      balance_transaction: randomId('txn'),
      billing_details: { address: null, email, name, phone: null },
      captured: true,
      created: now(),
      currency,
      customer,
      description: extra.description,
      disputed: false,
      failure_code: null,
      failure_message: null,
      livemode: false,
      metadata: {},
      outcome: {
        network_status: 'approved_by_network',
        type: 'authorized',
        seller_message: 'Payment complete.',
      },
      paid: true,
      payment_intent: intentId,
      payment_method: randomId('pm'),
      payment_method_details: {
        type: 'card',
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      },
      receipt_email: null,
      refunded: false,
      refunds: { object: 'list', data: [], has_more: false, url: '/v1/refunds' },
      status: 'succeeded',
    });
    const intent = this.store({
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: amount,
      canceled_at: null,
      capture_method: 'automatic',
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      confirmation_method: 'automatic',
      created: now(),
      currency,
      customer,
      description: extra.description,
      last_payment_error: null,
      latest_charge: charge.id,
      livemode: false,
      metadata: extra.metadata,
      payment_method: charge.payment_method,
      payment_method_types: ['card'],
      receipt_email: null,
      status: 'succeeded',
    });
    return { intent, charge };
  }

  private newInvoice(subscription: Obj, price: Json, reason: string): Obj {
    const amount = price.unit_amount as number;
    const customer = this.get(subscription.customer as string);
    return this.store({
      id: randomId('in'),
      object: 'invoice',
      account_country: 'US',
      amount_due: amount,
      amount_overpaid: 0,
      amount_paid: 0,
      amount_remaining: amount,
      attempt_count: 0,
      attempted: false,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      created: now(),
      currency: subscription.currency,
      customer: customer.id,
      customer_email: customer.email,
      customer_name: customer.name,
      description: null,
      hosted_invoice_url: `${this.baseUrl}/invoice/${randomBytes(6).toString('hex')}`,
      lines: { object: 'list', data: [], has_more: false, url: '/v1/invoices/lines' },
      livemode: false,
      metadata: {},
      next_payment_attempt: null,
      number: `FAKE-${String(this.events.length + 1).padStart(4, '0')}`,
      parent: {
        quote_details: null,
        subscription_details: {
          metadata: clone(subscription.metadata),
          subscription: subscription.id,
        },
        type: 'subscription_details',
      },
      payments: { object: 'list', data: [], has_more: false, url: '/v1/invoice_payments' },
      period_end: now(),
      period_start: now(),
      status: 'open',
      status_transitions: {
        finalized_at: now(),
        marked_uncollectible_at: null,
        paid_at: null,
        voided_at: null,
      },
      subtotal: amount,
      total: amount,
    });
  }

  private invoicePayment(subscription: Obj, reason: string): Obj[] {
    const price = (subscription.items as { data: { price: Json }[] }).data[0].price;
    const invoice = this.newInvoice(subscription, price, reason);
    const customer = this.get(subscription.customer as string);
    const { intent, charge } = this.charge(
      invoice.amount_due as number,
      invoice.currency as string,
      customer.id,
      customer.email as string,
      customer.name as string,
      { metadata: {}, description: 'Subscription creation' },
    );
    Object.assign(invoice, {
      status: 'paid',
      attempted: true,
      attempt_count: 1,
      amount_paid: invoice.amount_due,
      amount_remaining: 0,
    });
    (invoice.status_transitions as Json).paid_at = now();
    (invoice.payments as { data: Json[] }).data.push({
      id: randomId('inpay'),
      object: 'invoice_payment',
      amount_paid: invoice.amount_due,
      amount_requested: invoice.amount_due,
      created: now(),
      currency: invoice.currency,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: intent.id },
      status: 'paid',
      status_transitions: { canceled_at: null, paid_at: now() },
    });
    const previous = subscription.status !== 'active' ? { status: subscription.status } : null;
    subscription.latest_invoice = invoice.id;
    subscription.status = 'active';
    const events = [
      this.event('charge.succeeded', charge),
      this.event('payment_intent.succeeded', intent),
      this.event('invoice.paid', invoice),
      this.event('invoice.payment_succeeded', invoice),
    ];
    if (previous) events.push(this.event('customer.subscription.updated', subscription, previous));
    return events;
  }

  private cancelNow(subscriptionId: string): Obj {
    const subscription = this.objects.get(subscriptionId);
    if (!subscription || subscription.object !== 'subscription')
      throw missing('subscription', subscriptionId);
    subscription.status = 'canceled';
    subscription.canceled_at = now();
    subscription.ended_at = now();
    return subscription;
  }

  /** An event as Stripe sends it: a snapshot of the object as it was then. */
  private event(type: string, object: Obj, previous?: Json | null): Obj {
    const data: Json = { object: this.view(object) };
    if (previous) data.previous_attributes = previous;
    const event: Obj = {
      id: randomId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      data,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.events.push(event);
    return event;
  }

  private async deliverAll(events: Obj[]): Promise<void> {
    if (!this.autoDeliver || !this.webhookUrl) return;
    const run = (async () => {
      for (const event of events) await this.deliver(event);
    })();
    this.pendingDeliveries.add(run);
    try {
      await run;
    } finally {
      this.pendingDeliveries.delete(run);
    }
  }

  /** An object as the API shows it: a copy without the fake's own fields (`__…`). */
  private view(object: Obj, expand: string[] = []): Obj {
    const copy = clone(object);
    for (const key of Object.keys(copy)) if (key.startsWith('__')) delete copy[key];
    // Includable fields, shown only when asked for (as Stripe does for invoice.payments).
    if (copy.object === 'invoice' && !expand.includes('payments')) delete copy.payments;
    for (const path of expand) {
      const id = copy[path];
      if (typeof id === 'string' && this.objects.has(id)) copy[path] = this.view(this.get(id));
    }
    return copy;
  }

  // ---- the HTTP API ----

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.baseUrl);
    const body = await new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    try {
      if (url.pathname.startsWith('/checkout/pay/')) {
        await this.hostedPage(req.method ?? 'GET', url, body, res);
        return;
      }
      if (url.pathname.startsWith(PORTAL_PATH)) {
        await this.portalPage(req.method ?? 'GET', url, body, res);
        return;
      }
      if (!url.pathname.startsWith('/v1/'))
        throw new StripeApiError(404, 'invalid_request_error', 'Unrecognized request URL');
      const params = parseStripeForm(
        req.method === 'GET' || req.method === 'DELETE' ? url.search.slice(1) : body,
      );
      this.requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        params,
        authorization: req.headers.authorization,
      });
      this.authenticate(req.headers.authorization);
      const answer = this.route(req.method ?? 'GET', url.pathname, params);
      res.writeHead(200, {
        'content-type': 'application/json',
        'request-id': randomId('req', 14),
        'stripe-version': API_VERSION,
      });
      res.end(JSON.stringify(answer));
    } catch (error) {
      const e =
        error instanceof StripeApiError
          ? error
          : new StripeApiError(
              500,
              'api_error',
              error instanceof Error ? error.message : String(error),
            );
      res.writeHead(e.status, {
        'content-type': 'application/json',
        'request-id': randomId('req', 14),
      });
      res.end(
        JSON.stringify({
          error: {
            type: e.type,
            code: e.code,
            message: e.message,
            param: e.param,
            doc_url: e.code
              ? `https://docs.stripe.com/error-codes/${e.code.replace(/_/g, '-')}`
              : undefined,
          },
        }),
      );
    }
  }

  private authenticate(header: string | undefined): void {
    const key = /^Bearer (.+)$/.exec(header ?? '')?.[1];
    if (!key) {
      throw new StripeApiError(
        401,
        'invalid_request_error',
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    }
    if (key !== this.secretKey) {
      const shown =
        key.length > 8 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : key;
      throw new StripeApiError(
        401,
        'invalid_request_error',
        `Invalid API Key provided: ${shown}`,
        'api_key_invalid',
      );
    }
  }

  private route(method: string, path: string, params: Json): Json {
    const expand = Array.isArray(params.expand) ? (params.expand as string[]) : [];
    const [, , resource, id, action] = path.split('/');
    const find = (object: string, kind: string) => {
      const found = this.objects.get(id);
      if (!found || found.object !== object) throw missing(kind, id);
      return this.view(found, expand);
    };
    if (method === 'GET' && path === '/v1/account') {
      return {
        id: 'acct_fakeministry0001',
        object: 'account',
        business_profile: { name: 'Fake Ministry', url: null },
        charges_enabled: true,
        country: 'US',
        default_currency: 'usd',
        details_submitted: true,
        email: 'finance@example.com',
        payouts_enabled: true,
        settings: { dashboard: { display_name: 'Fake Ministry', timezone: 'Etc/UTC' } },
        type: 'standard',
      };
    }
    if (resource === 'checkout' && id === 'sessions') {
      const sessionId = action;
      if (method === 'POST' && !sessionId) return this.createSession(params);
      if (method === 'GET' && sessionId) {
        const found = this.objects.get(sessionId);
        if (!found || found.object !== 'checkout.session')
          throw missing('checkout.session', sessionId);
        return this.view(found, expand);
      }
    }
    if (resource === 'billing_portal' && id === 'sessions' && method === 'POST') {
      return this.createPortalSession(params);
    }
    if (method === 'GET' && id) {
      if (resource === 'payment_intents') return find('payment_intent', 'payment_intent');
      if (resource === 'charges') return find('charge', 'charge');
      if (resource === 'invoices') return find('invoice', 'invoice');
      if (resource === 'subscriptions') return find('subscription', 'subscription');
      if (resource === 'customers') return find('customer', 'customer');
      if (resource === 'disputes') return find('dispute', 'dispute');
    }
    if (method === 'DELETE' && resource === 'subscriptions' && id) {
      const subscription = this.cancelNow(id);
      const event = this.event('customer.subscription.deleted', subscription);
      void this.deliverAll([event]);
      return this.view(subscription);
    }
    throw new StripeApiError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${path}).`,
    );
  }

  private createSession(params: Json): Obj {
    const invalid = (message: string, param: string) =>
      new StripeApiError(400, 'invalid_request_error', message, 'parameter_missing', param);
    const mode = params.mode as string | undefined;
    if (mode !== 'payment' && mode !== 'subscription') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Invalid mode: must be one of payment, setup, or subscription`,
        'parameter_invalid_string',
        'mode',
      );
    }
    if (!params.success_url) throw invalid('Missing required param: success_url.', 'success_url');
    const items = params.line_items as Json[] | undefined;
    if (!items?.length) throw invalid('Missing required param: line_items.', 'line_items');
    const priceData = items[0].price_data as Json | undefined;
    if (!priceData)
      throw invalid(
        'Missing required param: line_items[0][price_data].',
        'line_items[0][price_data]',
      );
    const currency = String(priceData.currency ?? '').toLowerCase();
    if (!/^[a-z]{3}$/.test(currency))
      throw invalid(
        'Missing required param: line_items[0][price_data][currency].',
        'line_items[0][price_data][currency]',
      );
    const unitAmount = Number(priceData.unit_amount);
    if (!Number.isInteger(unitAmount) || unitAmount < 1) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'Invalid integer: line_items[0][price_data][unit_amount]',
        'parameter_invalid_integer',
        'line_items[0][price_data][unit_amount]',
      );
    }
    const quantity = Number(items[0].quantity ?? 1);
    const recurring = priceData.recurring as Json | undefined;
    if (mode === 'subscription') {
      if (!recurring || !INTERVALS[String(recurring.interval)]) {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          'You must provide at least one recurring price in `subscription` mode when using prices.',
          undefined,
          'line_items',
        );
      }
    } else if (recurring) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
        undefined,
        'line_items',
      );
    }
    const product = (priceData.product_data as Json | undefined) ?? {};
    const price: Json = {
      id: randomId('price'),
      object: 'price',
      active: false,
      currency,
      product: randomId('prod'),
      product_name: product.name ?? null,
      recurring: recurring
        ? {
            interval: recurring.interval,
            interval_count: Number(recurring.interval_count ?? 1),
            usage_type: 'licensed',
          }
        : null,
      type: recurring ? 'recurring' : 'one_time',
      unit_amount: unitAmount,
    };
    const id = randomId(`cs_test`, 58);
    return this.view(
      this.store({
        id,
        object: 'checkout.session',
        amount_subtotal: unitAmount * quantity,
        amount_total: unitAmount * quantity,
        cancel_url: params.cancel_url ?? null,
        client_reference_id: params.client_reference_id ?? null,
        created: now(),
        currency,
        customer: null,
        customer_details: null,
        customer_email: params.customer_email ?? null,
        expires_at: now() + 24 * 3600,
        invoice: null,
        livemode: false,
        locale: params.locale ?? null,
        metadata: params.metadata ?? {},
        mode,
        payment_intent: null,
        payment_method_types: ['card'],
        payment_status: 'unpaid',
        status: 'open',
        submit_type: params.submit_type ?? null,
        subscription: null,
        success_url: params.success_url,
        ui_mode: 'hosted',
        url: `${this.baseUrl}/checkout/pay/${id}`,
        __payment_intent_data: params.payment_intent_data ?? {},
        __subscription_data: params.subscription_data ?? {},
        __price: price,
      }),
    );
  }

  /**
   * `POST /v1/billing_portal/sessions`: a short-lived session of a customer's portal, as Stripe's
   * API reference shapes it (`customer` required; `return_url`, `configuration`, `locale`,
   * `flow_data` optional).
   */
  private createPortalSession(params: Json): Obj {
    const customer = params.customer as string | undefined;
    if (!customer) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'Missing required param: customer.',
        'parameter_missing',
        'customer',
      );
    }
    const found = this.objects.get(customer);
    if (!found || found.object !== 'customer') throw missing('customer', customer);
    const token = `test_${randomBytes(24).toString('base64url')}`;
    const session = this.store({
      id: randomId('bps'),
      object: 'billing_portal.session',
      configuration: 'bpc_fakedefaultconfiguration',
      created: now(),
      customer,
      flow: null,
      livemode: false,
      locale: (params.locale as string | undefined) ?? null,
      on_behalf_of: null,
      return_url: (params.return_url as string | undefined) ?? null,
      url: `${this.baseUrl}${PORTAL_PATH}${token}`,
      __token: token,
    });
    return this.view(session);
  }

  /** The portal sessions made, newest last. */
  portalSessions(): Obj[] {
    return [...this.objects.values()]
      .filter((o) => o.object === 'billing_portal.session')
      .map((o) => this.view(o));
  }

  /**
   * The Billing Portal's page for a session: the customer's subscriptions, each with "Cancel
   * subscription" (cancelled at once, `customer.subscription.deleted` posted, then back to the
   * session's return URL), and a link back.
   */
  private async portalPage(
    method: string,
    url: URL,
    body: string,
    res: ServerResponse,
  ): Promise<void> {
    const token = decodeURIComponent(url.pathname.slice(PORTAL_PATH.length));
    const session = [...this.objects.values()].find(
      (o) => o.object === 'billing_portal.session' && o.__token === token,
    );
    if (!session) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Not found</title><p>This link has expired.</p>');
      return;
    }
    const subscriptions = [...this.objects.values()].filter(
      (o) => o.object === 'subscription' && o.customer === session.customer,
    );
    if (method === 'POST') {
      const id = new URLSearchParams(body).get('subscription') ?? '';
      if (!subscriptions.some((s) => s.id === id)) {
        res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><title>Error</title><p>No such subscription.</p>');
        return;
      }
      await this.cancel(id);
      res.writeHead(303, { location: String(session.return_url ?? this.baseUrl) });
      res.end();
      return;
    }
    const escape = (value: unknown) =>
      String(value ?? '').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const rows = subscriptions
      .map((s) => {
        const price = (s.items as { data: { price: Json }[] }).data[0].price;
        const amount = `${((price.unit_amount as number) / 100).toFixed(2)} ${String(s.currency).toUpperCase()}`;
        return `<li><p>${escape(s.description)}: ${escape(amount)}, ${escape(s.status)}</p>${
          s.status === 'canceled'
            ? ''
            : `<form method="post"><input type="hidden" name="subscription" value="${escape(s.id)}"><button type="submit">Cancel subscription</button></form>`
        }</li>`;
      })
      .join('');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Fake Stripe Billing Portal</title></head>
<body><main><h1>Fake Stripe Billing Portal</h1><ul>${rows}</ul>
${session.return_url ? `<p><a href="${escape(session.return_url)}">Return</a></p>` : ''}
</main></body></html>`);
  }

  // ---- the hosted checkout page ----

  private async hostedPage(
    method: string,
    url: URL,
    body: string,
    res: ServerResponse,
  ): Promise<void> {
    const id = decodeURIComponent(url.pathname.slice('/checkout/pay/'.length));
    const session = this.objects.get(id);
    if (!session || session.object !== 'checkout.session') {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Not found</title><p>Something went wrong.</p>');
      return;
    }
    if (method === 'POST') {
      const form = new URLSearchParams(body);
      // As Checkout does, the browser is sent back at once; the webhooks follow on their own.
      const target = await this.pay(
        id,
        { email: form.get('email') || undefined, name: form.get('name') || undefined },
        { waitForWebhooks: false },
      );
      res.writeHead(303, { location: target });
      res.end();
      return;
    }
    const escape = (value: unknown) =>
      String(value ?? '').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const price = session.__price as Json;
    const recurring = price.recurring as Json | null;
    const every = recurring
      ? ` every ${Number(recurring.interval_count) > 1 ? `${String(recurring.interval_count)} ${String(recurring.interval)}s` : String(recurring.interval)}`
      : '';
    const amount = `${((session.amount_total as number) / 100).toFixed(2)} ${String(session.currency).toUpperCase()}`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Fake Stripe Checkout</title></head>
<body><main><h1>Fake Stripe Checkout</h1>
<p>${escape(price.product_name)}</p><p data-testid="amount">${escape(amount)}${escape(every)}</p>
${
  session.status === 'open'
    ? `<form method="post">
<label>Email <input name="email" type="email" value="${escape(session.customer_email)}"></label>
<label>Name on card <input name="name" value="Card Holder"></label>
<label>Card number <input name="card" value="4242 4242 4242 4242"></label>
<button type="submit">${recurring ? 'Subscribe' : 'Pay'}</button></form>`
    : '<p>This session is complete.</p>'
}
${session.cancel_url ? `<p><a href="${escape(session.cancel_url)}">Back</a></p>` : ''}
</main></body></html>`);
  }
}
