import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { normalizedEmail } from '../../common/dto/transforms';
import { PageSettings } from '../../common/http/page-settings';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type {
  AdminGivingSettingsDto,
  CheckoutStatusDto,
  CreateCheckoutDto,
  CreateFundDto,
  GiftDto,
  GiftListQueryDto,
  GiftsPageDto,
  GivingTotalDto,
  PublicGivingSettingsDto,
  RecordGiftDto,
  SaveGivingSettingsDto,
  TestConnectionResultDto,
  UpdateFundDto,
} from './dto/giving.dto';
import type { GiftFrequency } from './entities/gift.entity';
import type { GivingFund } from './entities/giving-fund.entity';
import type { GivingSettings } from './entities/giving-settings.entity';
import { GIVE_PATH, THANKS_PATH } from './giving.constants';
import {
  FundNotFoundError,
  GiftNotFoundError,
  GivingInputError,
  GivingMessages,
  GivingNotConfiguredError,
} from './giving.errors';
import { GivingRepository, type GiftFilter, type GiftListRow } from './giving.repository';
import { FREQUENCY_WORDS } from './giving-mail.service';
import type { Language } from '../../common/i18n/languages';
import { formatMoney, isCurrency, minorDigits, totalCoveringFee } from './money';
import { CHECKOUT_REF_KEY } from './stripe-webhook.service';
import { StripeGateway } from './stripe-gateway.service';

export const WEBHOOK_PATH = '/api/giving/webhooks/stripe';

/** Stripe's recurring price for each frequency. */
const RECURRING: Record<
  Exclude<GiftFrequency, 'once'>,
  { interval: 'week' | 'month'; interval_count: number }
> = {
  weekly: { interval: 'week', interval_count: 1 },
  biweekly: { interval: 'week', interval_count: 2 },
  monthly: { interval: 'month', interval_count: 1 },
};

export function toGiftDto(row: GiftListRow): GiftDto {
  return {
    id: Number(row.id),
    fundId: Number(row.fundId),
    fundName: row.fundName,
    amount: Number(row.amount),
    feeCovered: Number(row.feeCovered),
    refundedAmount: Number(row.refundedAmount),
    disputed: row.disputed,
    currency: row.currency,
    method: row.method,
    frequency: row.frequency,
    donorName: row.donorName,
    donorEmail: row.donorEmail,
    note: row.note,
    givenAt: new Date(row.givenAt).toISOString(),
    depositBatch: row.depositBatch,
    stripePaymentIntentId: row.stripePaymentIntentId,
  };
}

/** Giving's rules: its settings and funds, a checkout's checks, and what Finance reads. */

/** Stripe Checkout's locales of the site's languages (Stripe has no Hebrew). */
const STRIPE_LOCALES: Partial<Record<Language, Stripe.Checkout.SessionCreateParams.Locale>> = {
  es: 'es',
  fr: 'fr',
  'pt-BR': 'pt-BR',
};
@Injectable()
export class GivingService {
  constructor(
    private readonly repo: GivingRepository,
    private readonly stripe: StripeGateway,
    private readonly pageSettings: PageSettings,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // ---- settings ----

  async publicSettings(): Promise<PublicGivingSettingsDto> {
    const [settings, funds] = await Promise.all([this.repo.settings(), this.repo.funds(true)]);
    const enabled = isConfigured(settings) && funds.length > 0;
    return {
      enabled,
      externalUrl: enabled ? null : settings.externalUrl,
      currency: settings.currency,
      minorDigits: minorDigits(settings.currency),
      suggestedAmounts: settings.suggestedAmounts,
      minAmount: settings.minAmount,
      maxAmount: settings.maxAmount,
      coverFee: {
        enabled: settings.coverFeeEnabled,
        percentBasisPoints: settings.feePercentBasisPoints,
        fixed: settings.feeFixed,
      },
      funds: funds.map(({ id, name, description }) => ({ id, name, description })),
    };
  }

  async adminSettings(): Promise<AdminGivingSettingsDto> {
    const [settings, funds] = await Promise.all([this.repo.settings(), this.repo.funds()]);
    return {
      secretKeySet: Boolean(settings.stripeSecretKey),
      webhookSecretSet: Boolean(settings.stripeWebhookSecret),
      currency: settings.currency,
      suggestedAmounts: settings.suggestedAmounts,
      coverFee: {
        enabled: settings.coverFeeEnabled,
        percentBasisPoints: settings.feePercentBasisPoints,
        fixed: settings.feeFixed,
      },
      minAmount: settings.minAmount,
      maxAmount: settings.maxAmount,
      receiptText: settings.receiptText,
      statementText: settings.statementText,
      externalUrl: settings.externalUrl,
      webhookUrl: `${this.config.publicUrl}${WEBHOOK_PATH}`,
      funds: funds.map(({ id, name, description, active }) => ({ id, name, description, active })),
    };
  }

  async saveSettings(input: SaveGivingSettingsDto): Promise<AdminGivingSettingsDto> {
    const saved = await this.repo.settings();
    const currency = input.currency?.toUpperCase() ?? saved.currency;
    if (!isCurrency(currency))
      throw new GivingInputError('currency', GivingMessages.currencyUnknown);
    const minAmount = input.minAmount ?? saved.minAmount;
    const maxAmount = input.maxAmount ?? saved.maxAmount;
    if (minAmount > maxAmount) throw new GivingInputError('minAmount', GivingMessages.boundsOrder);
    const patch: Partial<GivingSettings> = {
      currency,
      minAmount,
      maxAmount,
      suggestedAmounts: input.suggestedAmounts
        ? [...new Set(input.suggestedAmounts)].sort((a, b) => a - b)
        : saved.suggestedAmounts,
      coverFeeEnabled: input.coverFeeEnabled ?? saved.coverFeeEnabled,
      feePercentBasisPoints: input.feePercentBasisPoints ?? saved.feePercentBasisPoints,
      feeFixed: input.feeFixed ?? saved.feeFixed,
      receiptText: input.receiptText ?? saved.receiptText,
      statementText: input.statementText ?? saved.statementText,
      externalUrl: input.externalUrl === undefined ? saved.externalUrl : input.externalUrl || null,
    };
    // A secret is replaced only when one is sent; an empty one removes it.
    if (input.secretKey !== undefined) patch.stripeSecretKey = input.secretKey || null;
    if (input.webhookSecret !== undefined) patch.stripeWebhookSecret = input.webhookSecret || null;
    await this.repo.saveSettings(patch);
    return this.adminSettings();
  }

  /** Asks Stripe who the key belongs to: the key works, and it is the ministry's account. */
  async testConnection(secretKey?: string): Promise<TestConnectionResultDto> {
    try {
      const account = await this.stripe.call(
        (s) => s.accounts.retrieveCurrent(),
        secretKey || undefined,
      );
      const name =
        account.settings?.dashboard?.display_name || account.business_profile?.name || account.id;
      return { ok: true, message: `Connected to Stripe account ${name} (${account.id})` };
    } catch (error) {
      if (error instanceof GivingNotConfiguredError) {
        return { ok: false, message: 'No secret key is saved yet' };
      }
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  }

  // ---- funds ----

  async createFund(input: CreateFundDto): Promise<GivingFund> {
    if (await this.repo.fundNameTaken(input.name)) {
      throw new GivingInputError('name', GivingMessages.fundNameTaken);
    }
    return this.repo.saveFund({
      name: input.name,
      description: input.description?.trim() ?? '',
      active: input.active ?? true,
    });
  }

  async updateFund(id: number, input: UpdateFundDto): Promise<GivingFund> {
    const fund = await this.repo.fund(id);
    if (!fund) throw new FundNotFoundError();
    if (input.name !== undefined && (await this.repo.fundNameTaken(input.name, id))) {
      throw new GivingInputError('name', GivingMessages.fundNameTaken);
    }
    if (input.active === false && fund.active && (await this.repo.activeFundCount()) <= 1) {
      throw new GivingInputError('active', GivingMessages.lastActiveFund);
    }
    return this.repo.saveFund({
      ...fund,
      name: input.name ?? fund.name,
      description: input.description?.trim() ?? fund.description,
      active: input.active ?? fund.active,
    });
  }

  // ---- the giver ----

  /**
   * Checks the gift against the settings and makes a Checkout Session for it: `payment` for a
   * one-time gift, `subscription` with a recurring price otherwise. Nothing is recorded as given
   * until Stripe's webhook says so.
   */
  async checkout(input: CreateCheckoutDto, language: Language = 'en'): Promise<{ url: string }> {
    const settings = await this.repo.settings();
    if (!isConfigured(settings)) throw new GivingNotConfiguredError();
    const fund = await this.repo.fund(input.fundId);
    if (!fund || !fund.active) throw new GivingInputError('fundId', GivingMessages.fundInactive);
    const money = (n: number) => formatMoney(n, settings.currency);
    if (input.amount < settings.minAmount) {
      throw new GivingInputError('amount', GivingMessages.amountBelow(money(settings.minAmount)));
    }
    if (input.amount > settings.maxAmount) {
      throw new GivingInputError('amount', GivingMessages.amountAbove(money(settings.maxAmount)));
    }
    const total =
      input.coverFee && settings.coverFeeEnabled
        ? totalCoveringFee(input.amount, settings.feePercentBasisPoints, settings.feeFixed)
        : input.amount;
    const ref = randomUUID();
    const checkout = await this.repo.createCheckout({
      ref,
      fundId: fund.id,
      frequency: input.frequency,
      amount: total,
      feeCovered: total - input.amount,
      currency: settings.currency,
      donorName: input.name,
      donorEmail: input.email,
      emailKey: normalizedEmail(input.email),
      note: input.note ?? '',
      language,
    });
    const metadata = { [CHECKOUT_REF_KEY]: ref, fund: fund.name };
    const description = `${capitalise(FREQUENCY_WORDS[input.frequency])} to ${fund.name}`;
    const base = this.config.publicUrl;
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: input.frequency === 'once' ? 'payment' : 'subscription',
      customer_email: checkout.donorEmail ?? undefined,
      client_reference_id: ref,
      success_url: `${base}${THANKS_PATH}?ref=${ref}`,
      // Stripe's hosted page in the giver's language where Stripe has it (not Hebrew): else Stripe
      // follows the browser.
      locale: STRIPE_LOCALES[language] ?? 'auto',
      cancel_url: `${base}${GIVE_PATH}`,
      metadata,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: settings.currency.toLowerCase(),
            unit_amount: total,
            product_data: { name: description },
            ...(input.frequency === 'once' ? {} : { recurring: RECURRING[input.frequency] }),
          },
        },
      ],
    };
    if (input.frequency === 'once') {
      params.submit_type = 'donate';
      params.payment_intent_data = { metadata, description };
    } else {
      params.subscription_data = { metadata, description };
    }
    const session = await this.stripe.call((s) =>
      s.checkout.sessions.create(params, { idempotencyKey: `checkout-${ref}` }),
    );
    await this.repo.setCheckoutSession(ref, session.id);
    if (!session.url) throw new GivingNotConfiguredError();
    return { url: session.url };
  }

  /** The thank-you page's answer: the gift once the webhook recorded it, else "processing". */
  async checkoutStatus(ref: string): Promise<CheckoutStatusDto> {
    const checkout = /^[0-9a-f-]{36}$/i.test(ref) ? await this.repo.checkout(ref) : null;
    if (!checkout) throw new GiftNotFoundError();
    const [gift, fund] = await Promise.all([
      this.repo.firstGiftOf(ref),
      this.repo.fund(checkout.fundId),
    ]);
    return {
      status: gift ? 'recorded' : 'processing',
      frequency: checkout.frequency,
      amount: gift?.amount ?? checkout.amount,
      currency: gift?.currency ?? checkout.currency,
      fundName: fund?.name ?? '',
      givenAt: gift ? gift.givenAt.toISOString() : null,
    };
  }

  // ---- Finance ----

  private filterOf(query: GiftListQueryDto): GiftFilter {
    return {
      from: query.from,
      to: query.to,
      fundId: query.fundId,
      method: query.method,
      status: query.status,
      donor: query.donor?.trim() || undefined,
    };
  }

  async gifts(query: GiftListQueryDto): Promise<GiftsPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 25;
    const { items, total } = await this.repo.giftsPage(this.filterOf(query), page, pageSize);
    return { items: items.map(toGiftDto), total, page, pageSize };
  }

  totals(query: GiftListQueryDto): Promise<GivingTotalDto[]> {
    return this.repo.totals(this.filterOf(query), this.pageSettings.timeZone());
  }

  batches(query: GiftListQueryDto): AsyncGenerator<GiftListRow[]> {
    return this.repo.giftBatches(this.filterOf(query));
  }

  async recordOffline(input: RecordGiftDto, staffId: number | null): Promise<GiftDto> {
    const [settings, fund] = await Promise.all([
      this.repo.settings(),
      this.repo.fund(input.fundId),
    ]);
    if (!fund) throw new GivingInputError('fundId', GivingMessages.fundNotFound);
    const gift = await this.repo.recordOfflineGift({
      fundId: fund.id,
      amount: input.amount,
      currency: settings.currency,
      method: input.method,
      donorName: input.donorName ?? null,
      donorEmail: input.donorEmail ?? null,
      emailKey: input.donorEmail ? normalizedEmail(input.donorEmail) : null,
      note: input.note?.trim() ?? '',
      // Noon of the day, so the day stays the day in any time zone the totals use.
      givenAt: new Date(`${input.givenOn}T12:00:00Z`),
      depositBatch: input.depositBatch ?? null,
      recordedBy: staffId,
    });
    return toGiftDto({ ...gift, fundName: fund.name });
  }
}

function isConfigured(settings: GivingSettings): boolean {
  return Boolean(settings.stripeSecretKey && settings.stripeWebhookSecret);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
