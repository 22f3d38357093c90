import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import type { GivingCheckout } from './entities/giving-checkout.entity';
import { WebhookNotConfiguredError, WebhookSignatureError } from './giving.errors';
import { GivingMailService } from './giving-mail.service';
import {
  GivingRepository,
  type StripeGiftRow,
  type SubscriptionRow,
  type Tx,
} from './giving.repository';
import { StripeGateway } from './stripe-gateway.service';
import { WEBHOOK_TOLERANCE_SECONDS, webhookVerifier } from './stripe-client';

/** The metadata key joining Stripe's objects to the checkout a giver started here. */
export const CHECKOUT_REF_KEY = 'checkout_ref';

/** The events giving records; any other is acknowledged and ignored. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'payment_intent.succeeded',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
  'charge.dispute.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;

/** What an event changes, worked out from Stripe's current objects before the transaction. */
interface Plan {
  gifts: StripeGiftRow[];
  subscriptions: SubscriptionRow[];
  chargeStates: { paymentIntentId: string; refundedAmount: number; disputed: boolean }[];
  failedPayments: {
    invoiceId: string;
    amount: number;
    currency: string;
    checkout: GivingCheckout;
    retryAt: Date | null;
  }[];
}

export interface WebhookOutcome {
  eventId: string;
  type: string;
  /** Applied now; false: applied before (a repeated delivery), or not an event giving records. */
  applied: boolean;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const fromUnix = (seconds: number | null | undefined): Date =>
  seconds ? new Date(seconds * 1000) : new Date();

/**
 * The Stripe webhook, the only source of truth of what was given (DESIGN, "Money"). The signature
 * is verified over the raw bytes; each event is applied once, by its id, in one transaction with
 * what it changes. It never trusts the event's snapshot for state: it fetches the objects from
 * Stripe as they are now, so events may come in any order (an event about a payment not seen yet
 * records that payment) and an old one never undoes a newer state. Amounts are Stripe's.
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    private readonly repo: GivingRepository,
    private readonly stripe: StripeGateway,
    private readonly mail: GivingMailService,
  ) {}

  async receive(raw: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    const settings = await this.repo.settings();
    if (!settings.stripeWebhookSecret || !settings.stripeSecretKey) {
      throw new WebhookNotConfiguredError();
    }
    let event: Stripe.Event;
    try {
      event = webhookVerifier.webhooks.constructEvent(
        raw,
        signature ?? '',
        settings.stripeWebhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch {
      throw new WebhookSignatureError();
    }
    const outcome = { eventId: event.id, type: event.type, applied: false };
    if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return outcome;
    if (await this.repo.eventApplied(event.id)) return outcome;
    const plan = await this.plan(event);
    const mails: number[] = [];
    const applied = await this.repo.atomically(async (tx) => {
      if (!(await this.repo.claimEvent(tx, event.id, event.type))) return false;
      mails.push(...(await this.apply(tx, plan)));
      return true;
    });
    if (mails.length) await this.mail.enqueue(mails);
    return { ...outcome, applied };
  }

  private async apply(tx: Tx, plan: Plan): Promise<number[]> {
    const mails: number[] = [];
    for (const subscription of plan.subscriptions)
      await this.repo.upsertSubscription(tx, subscription);
    for (const gift of plan.gifts) {
      const { id, inserted } = await this.repo.upsertStripeGift(tx, gift);
      if (inserted && gift.checkout.donorEmail) {
        const mailId = await this.repo.queueMail(tx, {
          kind: 'receipt',
          key: `receipt-${id}`,
          giftId: id,
          email: gift.checkout.donorEmail,
          content: await this.mail.receiptContent(gift, id),
        });
        if (mailId) mails.push(mailId);
      }
    }
    for (const state of plan.chargeStates) {
      await this.repo.updateChargeState(
        tx,
        state.paymentIntentId,
        state.refundedAmount,
        state.disputed,
      );
    }
    for (const failed of plan.failedPayments) {
      if (!failed.checkout.donorEmail) continue;
      const mailId = await this.repo.queueMail(tx, {
        kind: 'payment_failed',
        key: `failed-${failed.invoiceId}`,
        giftId: null,
        email: failed.checkout.donorEmail,
        content: await this.mail.failedContent(failed),
      });
      if (mailId) mails.push(mailId);
    }
    return mails;
  }

  // ---- from Stripe's objects to what they change ----

  private async plan(event: Stripe.Event): Promise<Plan> {
    const plan: Plan = { gifts: [], subscriptions: [], chargeStates: [], failedPayments: [] };
    const object = event.data.object as { id: string };
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = await this.stripe.call((s) => s.checkout.sessions.retrieve(object.id));
        if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required')
          break;
        const intentId = idOf(session.payment_intent);
        if (session.mode === 'payment' && intentId) await this.fromPaymentIntent(intentId, plan);
        const subscriptionId = idOf(session.subscription);
        if (subscriptionId) await this.fromSubscription(subscriptionId, plan);
        const invoiceId = idOf(session.invoice);
        if (invoiceId) await this.fromInvoice(invoiceId, plan);
        break;
      }
      case 'payment_intent.succeeded':
        await this.fromPaymentIntent(object.id, plan);
        break;
      case 'invoice.paid':
        await this.fromInvoice(object.id, plan);
        break;
      case 'invoice.payment_failed':
        await this.fromFailedInvoice(object.id, plan);
        break;
      case 'charge.refunded':
        await this.fromCharge(object.id, plan);
        break;
      case 'charge.dispute.created': {
        const chargeId = idOf((event.data.object as Stripe.Dispute).charge);
        if (chargeId) await this.fromCharge(chargeId, plan);
        break;
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await this.fromSubscription(object.id, plan);
        break;
    }
    return plan;
  }

  /** The checkout a Stripe object's metadata names, when it was started here. */
  private async checkoutOf(
    metadata: Stripe.Metadata | null | undefined,
  ): Promise<GivingCheckout | null> {
    const ref = metadata?.[CHECKOUT_REF_KEY];
    if (!ref || !/^[0-9a-f-]{36}$/i.test(ref)) return null;
    return this.repo.checkout(ref);
  }

  /** A one-time gift: a succeeded payment intent of a checkout (an invoice's has no checkout). */
  private async fromPaymentIntent(intentId: string, plan: Plan): Promise<void> {
    const intent = await this.stripe.call((s) =>
      s.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }),
    );
    if (intent.status !== 'succeeded' || intent.amount_received <= 0) return;
    const checkout = await this.checkoutOf(intent.metadata);
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    if (!checkout) {
      // Perhaps an invoice's payment: bring a recorded gift's refunds up to date.
      if (charge) plan.chargeStates.push(chargeState(intent.id, charge));
      return;
    }
    plan.gifts.push({
      stripePaymentIntentId: intent.id,
      stripeInvoiceId: null,
      stripeChargeId: charge?.id ?? idOf(intent.latest_charge),
      stripeSubscriptionId: null,
      amount: intent.amount_received,
      refundedAmount: charge?.amount_refunded ?? 0,
      disputed: charge?.disputed ?? false,
      currency: intent.currency.toUpperCase(),
      givenAt: fromUnix(charge?.created ?? intent.created),
      checkout,
    });
  }

  /** One payment of a recurring gift: a paid invoice of a subscription started here. */
  private async fromInvoice(invoiceId: string, plan: Plan): Promise<void> {
    const invoice = await this.stripe.call((s) =>
      s.invoices.retrieve(invoiceId, { expand: ['payments'] }),
    );
    if (invoice.status !== 'paid' || invoice.amount_paid <= 0) return;
    const details = invoice.parent?.subscription_details;
    const subscriptionId = idOf(details?.subscription);
    let checkout = await this.checkoutOf(details?.metadata);
    if (!checkout && subscriptionId) {
      const subscription = await this.stripe.call((s) => s.subscriptions.retrieve(subscriptionId));
      checkout = await this.checkoutOf(subscription.metadata);
    }
    if (!checkout) return;
    const payment =
      invoice.payments?.data.find((p) => p.status === 'paid') ?? invoice.payments?.data[0];
    const intentId = idOf(payment?.payment.payment_intent);
    if (!intentId) {
      this.logger.warn(`Invoice ${invoice.id} is paid but names no payment intent: not recorded`);
      return;
    }
    const intent = await this.stripe.call((s) =>
      s.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }),
    );
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    plan.gifts.push({
      stripePaymentIntentId: intentId,
      stripeInvoiceId: invoice.id,
      stripeChargeId: charge?.id ?? idOf(intent.latest_charge),
      stripeSubscriptionId: subscriptionId,
      amount: invoice.amount_paid,
      refundedAmount: charge?.amount_refunded ?? 0,
      disputed: charge?.disputed ?? false,
      currency: invoice.currency.toUpperCase(),
      givenAt: fromUnix(invoice.status_transitions?.paid_at ?? invoice.created),
      checkout,
    });
  }

  private async fromFailedInvoice(invoiceId: string, plan: Plan): Promise<void> {
    const invoice = await this.stripe.call((s) => s.invoices.retrieve(invoiceId));
    if (invoice.status === 'paid') return;
    const details = invoice.parent?.subscription_details;
    const subscriptionId = idOf(details?.subscription);
    let checkout = await this.checkoutOf(details?.metadata);
    if (subscriptionId) {
      const subscription = await this.stripe.call((s) => s.subscriptions.retrieve(subscriptionId));
      checkout ??= await this.checkoutOf(subscription.metadata);
      if (checkout) plan.subscriptions.push(subscriptionRow(subscription, checkout));
    }
    if (!checkout) return;
    plan.failedPayments.push({
      invoiceId: invoice.id,
      amount: invoice.amount_due,
      currency: invoice.currency.toUpperCase(),
      checkout,
      retryAt: invoice.next_payment_attempt ? fromUnix(invoice.next_payment_attempt) : null,
    });
  }

  /** A refund or dispute: the charge's payment, recorded if it was not yet, with its state. */
  private async fromCharge(chargeId: string, plan: Plan): Promise<void> {
    const charge = await this.stripe.call((s) => s.charges.retrieve(chargeId));
    const intentId = idOf(charge.payment_intent);
    if (!intentId) return;
    await this.fromPaymentIntent(intentId, plan);
  }

  private async fromSubscription(subscriptionId: string, plan: Plan): Promise<void> {
    const subscription = await this.stripe.call((s) => s.subscriptions.retrieve(subscriptionId));
    const checkout = await this.checkoutOf(subscription.metadata);
    if (checkout) plan.subscriptions.push(subscriptionRow(subscription, checkout));
  }
}

function chargeState(paymentIntentId: string, charge: Stripe.Charge) {
  return { paymentIntentId, refundedAmount: charge.amount_refunded, disputed: charge.disputed };
}

function subscriptionRow(
  subscription: Stripe.Subscription,
  checkout: GivingCheckout,
): SubscriptionRow {
  const price = subscription.items.data[0]?.price;
  return {
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: idOf(subscription.customer),
    status: subscription.status,
    amount: price?.unit_amount ?? checkout.amount,
    currency: subscription.currency.toUpperCase(),
    canceledAt: subscription.canceled_at ? fromUnix(subscription.canceled_at) : null,
    checkout,
  };
}
