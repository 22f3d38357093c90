import { normalizedEmail } from '../../common/dto/transforms';
import { Inject, Injectable } from '@nestjs/common';
import { PageSettings } from '../../common/http/page-settings';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { MyGivingDto, MyRecurringGiftDto, PortalUrlDto } from './dto/giving.dto';
import { RecurringGiftNotFoundError } from './giving.errors';
import { GivingRepository, type DonorSubscriptionRow } from './giving.repository';
import type { Statement } from './giving-statement';
import { GivingStatementsService, statementYear } from './giving-statements.service';
import { StripeGateway } from './stripe-gateway.service';

/** Where Stripe's Billing Portal sends the member back: My account on the community page. */
export const MY_ACCOUNT_PATH = '/community?tab=account';

/** A recurring gift as its donor (and Finance) sees it. */
export const recurringDto = (s: DonorSubscriptionRow): MyRecurringGiftDto => ({
  id: Number(s.id),
  fundName: s.fundName,
  amount: Number(s.amount),
  currency: s.currency,
  frequency: s.frequency,
  status: s.status,
  startedAt: new Date(s.createdAt).toISOString(),
  canceledAt: s.canceledAt ? new Date(s.canceledAt).toISOString() : null,
});

/**
 * A signed-in member's own giving (docs/architecture.md, "Giving"): the gifts given with their
 * account's address (trimmed, lower-cased), a statement per year, and their recurring gifts, which
 * they change or cancel in Stripe's Billing Portal or cancel here. Nothing of anyone else's: every
 * query is by the member's own address, and another's recurring gift is "not found".
 */
@Injectable()
export class MyGivingService {
  constructor(
    private readonly repo: GivingRepository,
    private readonly stripe: StripeGateway,
    private readonly pageSettings: PageSettings,
    private readonly statements: GivingStatementsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async overview(email: string): Promise<MyGivingDto> {
    const key = normalizedEmail(email);
    const zone = this.pageSettings.timeZone();
    const [settings, gifts, years, recurring] = await Promise.all([
      this.repo.settings(),
      this.repo.donorGifts(key),
      this.repo.donorYears(key, zone),
      this.repo.donorSubscriptions(key),
    ]);
    return {
      currency: settings.currency,
      gifts: gifts.map((g) => ({
        id: Number(g.id),
        givenAt: new Date(g.givenAt).toISOString(),
        fundName: g.fundName,
        amount: Number(g.amount),
        refundedAmount: Number(g.refundedAmount),
        currency: g.currency,
        method: g.method,
        frequency: g.frequency,
      })),
      statementYears: years,
      recurring: recurring.map(recurringDto),
    };
  }

  /** The member's statement of `year` (4 digits, 2000 to now; 404 without a gift in it). */
  /** The member's statement of a year, in their language. */
  statement(email: string, rawYear: string, language?: string): Promise<Statement> {
    return this.statements.statement(normalizedEmail(email), statementYear(rawYear), language);
  }

  private async ownRecurring(email: string, id: number): Promise<DonorSubscriptionRow> {
    const found = await this.repo.donorSubscription(normalizedEmail(email), id);
    if (!found) throw new RecurringGiftNotFoundError();
    return found;
  }

  /**
   * A Billing Portal session for the recurring gift's Stripe customer: Stripe's page to change the
   * card or amount or cancel, which sends the member back to My account.
   */
  async portal(email: string, id: number): Promise<PortalUrlDto> {
    const recurring = await this.ownRecurring(email, id);
    const customer =
      recurring.stripeCustomerId ??
      (await this.stripe.call(async (s) => {
        const sub = await s.subscriptions.retrieve(recurring.stripeSubscriptionId);
        return typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
      }));
    const session = await this.stripe.call((s) =>
      s.billingPortal.sessions.create({
        customer,
        return_url: `${this.config.publicUrl}${MY_ACCOUNT_PATH}`,
      }),
    );
    return { url: session.url };
  }

  /**
   * Cancels the recurring gift at Stripe now (no further payment); what Stripe answers is recorded at
   * once, and its `customer.subscription.deleted` webhook says the same again. Cancelling one already
   * cancelled answers it as it is.
   */
  async cancel(email: string, id: number): Promise<MyRecurringGiftDto> {
    const recurring = await this.ownRecurring(email, id);
    if (recurring.status === 'canceled') return recurringDto(recurring);
    const sub = await this.stripe.call((s) =>
      s.subscriptions.cancel(recurring.stripeSubscriptionId),
    );
    await this.repo.setSubscriptionState(
      sub.id,
      sub.status,
      sub.canceled_at ? new Date(sub.canceled_at * 1000) : new Date(),
    );
    return recurringDto(await this.ownRecurring(email, id));
  }
}
