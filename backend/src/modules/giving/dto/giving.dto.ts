import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { MAX_ID } from '../../../common/http/parse-id.pipe';
import {
  NormalizeEmail,
  OptionalInteger,
  OptionalSingleLine,
  OptionalText,
  SingleLine,
  Trim,
} from '../../../common/dto/transforms';
import {
  GIFT_FREQUENCIES,
  GIFT_METHODS,
  type GiftFrequency,
  type GiftMethod,
} from '../entities/gift.entity';

/** The largest amount any setting or gift may name, in minor units (below 2³¹). */
export const MAX_MINOR_AMOUNT = 100_000_000;
export const OFFLINE_METHODS = GIFT_METHODS.filter((m) => m !== 'card');

// ---- public ----

export class PublicFundDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'General Fund' })
  name: string;

  @ApiProperty({ example: '' })
  description: string;
}

export class CoverFeeDto {
  @ApiProperty({ example: true })
  enabled: boolean;

  @ApiProperty({ example: 290, description: 'Basis points (290 = 2.9 %)' })
  percentBasisPoints: number;

  @ApiProperty({ example: 30, description: 'Minor units' })
  fixed: number;
}

/** What the public page may know of giving: whether it is on, the funds, the currency and amounts. */
export class PublicGivingSettingsDto {
  @ApiProperty({ example: true, description: 'Stripe is configured: the page takes gifts' })
  enabled: boolean;

  @ApiProperty({
    example: 'https://give.example.org/ministry',
    nullable: true,
    type: String,
    description: 'Where to give instead while Stripe is not configured',
  })
  externalUrl: string | null;

  @ApiProperty({ example: 'USD' })
  currency: string;

  @ApiProperty({ example: 2, description: "Digits of the currency's minor unit (ISO 4217)" })
  minorDigits: number;

  @ApiProperty({ type: [Number], example: [2500, 5000, 10000], description: 'Minor units' })
  suggestedAmounts: number[];

  @ApiProperty({ example: 100 })
  minAmount: number;

  @ApiProperty({ example: 1000000 })
  maxAmount: number;

  @ApiProperty({ type: CoverFeeDto })
  coverFee: CoverFeeDto;

  @ApiProperty({ type: [PublicFundDto] })
  funds: PublicFundDto[];
}

export const GiftLimits = { name: 200, email: 320, note: 500 } as const;

export class CreateCheckoutDto {
  @ApiProperty({ example: 5000, description: "The gift in the currency's minor units (cents)" })
  @Max(MAX_MINOR_AMOUNT, { message: 'Amount is too large' })
  @Min(1, { message: 'Amount must be at least 1' })
  @IsInt({ message: "Amount must be a whole number of the currency's smallest unit" })
  amount: number;

  @ApiProperty({ example: 1, minimum: 1, maximum: MAX_ID })
  @Max(MAX_ID, { message: 'Please choose a fund' })
  @Min(1, { message: 'Please choose a fund' })
  @IsInt({ message: 'Please choose a fund' })
  fundId: number;

  @ApiProperty({ enum: GIFT_FREQUENCIES, example: 'once' })
  @IsIn(GIFT_FREQUENCIES, { message: 'Frequency must be once, weekly, biweekly or monthly' })
  frequency: GiftFrequency;

  @ApiProperty({ example: 'Ruth Moabite', maxLength: GiftLimits.name })
  @MaxLength(GiftLimits.name, { message: `Name must be at most ${GiftLimits.name} characters` })
  @MinLength(1, { message: 'Name is required' })
  @IsString({ message: 'Name is required' })
  @SingleLine()
  name: string;

  @ApiProperty({ example: 'ruth@example.org', description: 'Trimmed and lower-cased' })
  @MaxLength(GiftLimits.email, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @IsString({ message: 'Please enter a valid email address' })
  @NormalizeEmail()
  email: string;

  @ApiPropertyOptional({ example: 'For the youth retreat', maxLength: GiftLimits.note })
  @MaxLength(GiftLimits.note, { message: `Note must be at most ${GiftLimits.note} characters` })
  @IsString({ message: 'Note must be text' })
  @IsOptional()
  @OptionalText()
  note?: string;

  @ApiPropertyOptional({ example: true, description: 'Add the processing fee to the gift' })
  @IsBoolean({ message: 'coverFee must be true or false' })
  @IsOptional()
  coverFee?: boolean;
}

export class CheckoutUrlDto {
  @ApiProperty({ example: 'https://checkout.stripe.com/c/pay/cs_test_…' })
  url: string;
}

export class CheckoutStatusDto {
  @ApiProperty({ example: 'recorded', enum: ['processing', 'recorded'] })
  status: 'processing' | 'recorded';

  @ApiProperty({ example: 'monthly', enum: GIFT_FREQUENCIES })
  frequency: GiftFrequency;

  @ApiProperty({
    example: 5000,
    description: 'Minor units: what was paid once recorded, else what was asked',
  })
  amount: number;

  @ApiProperty({ example: 'USD' })
  currency: string;

  @ApiProperty({ example: 'General Fund' })
  fundName: string;

  @ApiProperty({
    example: '2026-11-02T09:30:00.000Z',
    nullable: true,
    type: String,
    format: 'date-time',
  })
  givenAt: string | null;
}

// ---- settings (Administrators) ----

export class AdminFundDto extends PublicFundDto {
  @ApiProperty({ example: true })
  active: boolean;
}

export class AdminGivingSettingsDto {
  @ApiProperty({ example: true, description: 'A secret key is saved (it is never sent back)' })
  secretKeySet: boolean;

  @ApiProperty({
    example: true,
    description: 'A webhook signing secret is saved (never sent back)',
  })
  webhookSecretSet: boolean;

  @ApiProperty({ example: 'USD' })
  currency: string;

  @ApiProperty({ example: [2500, 5000, 10000], type: [Number] })
  suggestedAmounts: number[];

  @ApiProperty({ type: CoverFeeDto })
  coverFee: CoverFeeDto;

  @ApiProperty({ example: 100 })
  minAmount: number;

  @ApiProperty({ example: 1000000 })
  maxAmount: number;

  @ApiProperty({
    example: 'Thank you for your gift. No goods or services were provided in exchange.',
  })
  receiptText: string;

  @ApiProperty({ example: 'Your gifts this year, for your tax records.' })
  statementText: string;

  @ApiProperty({ example: 'https://give.example.org/ministry', nullable: true, type: String })
  externalUrl: string | null;

  @ApiProperty({
    example: 'https://ministry.example.org/api/giving/webhooks/stripe',
    description: 'Where Stripe must send events (the webhook endpoint to add)',
  })
  webhookUrl: string;

  @ApiProperty({ type: [AdminFundDto] })
  funds: AdminFundDto[];
}

export class SaveGivingSettingsDto {
  @ApiPropertyOptional({
    description: 'Replaces the saved key; an empty string removes it (giving off)',
    example: 'sk_test_51Example000000000000000000',
  })
  @Matches(/^$|^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, {
    message: 'The secret key starts with sk_live_, sk_test_, rk_live_ or rk_test_',
  })
  @IsString({ message: 'The secret key must be text' })
  @IsOptional()
  @Trim()
  secretKey?: string;

  @ApiPropertyOptional({
    example: 'whsec_Example0000000000000000',
    description: 'Replaces the saved signing secret; empty removes it',
  })
  @Matches(/^$|^whsec_[A-Za-z0-9+/=]{8,}$/, {
    message: 'The webhook signing secret starts with whsec_',
  })
  @IsString({ message: 'The webhook signing secret must be text' })
  @IsOptional()
  @Trim()
  webhookSecret?: string;

  @ApiPropertyOptional({ example: 'USD' })
  @Matches(/^[A-Za-z]{3}$/, { message: 'Currency must be an ISO 4217 code such as USD or EUR' })
  @IsString({ message: 'Currency must be an ISO 4217 code such as USD or EUR' })
  @IsOptional()
  currency?: string;

  @ApiPropertyOptional({ example: [2500, 5000, 10000], type: [Number] })
  @Max(MAX_MINOR_AMOUNT, { each: true, message: 'Each suggested amount is too large' })
  @Min(1, { each: true, message: 'Each suggested amount must be at least 1' })
  @IsInt({ each: true, message: 'Each suggested amount must be a whole number' })
  @ArrayMaxSize(8, { message: 'At most 8 suggested amounts' })
  @IsArray({ message: 'Suggested amounts must be a list' })
  @IsOptional()
  suggestedAmounts?: number[];

  @ApiPropertyOptional({ example: true })
  @IsBoolean({ message: 'coverFeeEnabled must be true or false' })
  @IsOptional()
  coverFeeEnabled?: boolean;

  @ApiPropertyOptional({ example: 290, description: 'Basis points, 0 to 2000 (20 %)' })
  @Max(2000, { message: 'The fee percentage must be at most 20 %' })
  @Min(0, { message: 'The fee percentage cannot be negative' })
  @IsInt({ message: 'The fee percentage is a whole number of basis points' })
  @IsOptional()
  feePercentBasisPoints?: number;

  @ApiPropertyOptional({ example: 30 })
  @Max(10_000, { message: 'The fixed fee is too large' })
  @Min(0, { message: 'The fixed fee cannot be negative' })
  @IsInt({ message: 'The fixed fee must be a whole number' })
  @IsOptional()
  feeFixed?: number;

  @ApiPropertyOptional({ example: 100 })
  @Max(MAX_MINOR_AMOUNT, { message: 'The minimum gift is too large' })
  @Min(1, { message: 'The minimum gift must be at least 1' })
  @IsInt({ message: 'The minimum gift must be a whole number' })
  @IsOptional()
  minAmount?: number;

  @ApiPropertyOptional({ example: 1000000 })
  @Max(MAX_MINOR_AMOUNT, { message: 'The maximum gift is too large' })
  @Min(1, { message: 'The maximum gift must be at least 1' })
  @IsInt({ message: 'The maximum gift must be a whole number' })
  @IsOptional()
  maxAmount?: number;

  @ApiPropertyOptional({
    example: 'Thank you for your gift. No goods or services were provided in exchange.',
  })
  @MaxLength(2000, { message: 'The receipt text must be at most 2000 characters' })
  @IsString({ message: 'The receipt text must be text' })
  @IsOptional()
  receiptText?: string;

  @ApiPropertyOptional({ example: 'Your gifts this year, for your tax records.' })
  @MaxLength(2000, { message: 'The statement text must be at most 2000 characters' })
  @IsString({ message: 'The statement text must be text' })
  @IsOptional()
  statementText?: string;

  @ApiPropertyOptional({
    example: 'https://give.example.org/ministry',
    nullable: true,
    type: String,
    description: 'Empty or null removes it',
  })
  @IsUrl(
    { protocols: ['https', 'http'], require_protocol: true },
    { message: 'The external giving address must be a web address (https://…)' },
  )
  @MaxLength(500, { message: 'The external giving address must be at most 500 characters' })
  @ValidateIf((o: { externalUrl?: unknown }) => o.externalUrl !== '' && o.externalUrl != null)
  @Trim()
  externalUrl?: string | null;
}

export class TestConnectionDto {
  @ApiPropertyOptional({
    example: 'sk_test_51Example000000000000000000',
    description: 'Test this key instead of the saved one',
  })
  @IsString({ message: 'The secret key must be text' })
  @IsOptional()
  @OptionalSingleLine()
  secretKey?: string;
}

export class TestConnectionResultDto {
  @ApiProperty({ example: true })
  ok: boolean;

  @ApiProperty({ example: 'Connected to Stripe account Fake Ministry (acct_…)' })
  message: string;
}

export class CreateFundDto {
  @ApiProperty({ example: 'Missions', maxLength: 100 })
  @MaxLength(100, { message: 'Fund name must be at most 100 characters' })
  @MinLength(1, { message: 'Fund name is required' })
  @IsString({ message: 'Fund name is required' })
  @SingleLine()
  name: string;

  @ApiPropertyOptional({ example: 'Six weeks through the Sermon on the Mount.', maxLength: 500 })
  @MaxLength(500, { message: 'Description must be at most 500 characters' })
  @IsString({ message: 'Description must be text' })
  @IsOptional()
  description?: string;

  @ApiPropertyOptional({ example: true })
  @IsBoolean({ message: 'active must be true or false' })
  @IsOptional()
  active?: boolean;
}

export class UpdateFundDto extends PartialType(CreateFundDto) {}

// ---- Finance ----

export class GiftListQueryDto {
  @ApiPropertyOptional({ minimum: 1 })
  @Min(1, { message: 'page must be at least 1' })
  @Max(1_000_000, { message: 'page must be at most 1000000' })
  @IsInt({ message: 'page must be a whole number' })
  @IsOptional()
  @OptionalInteger()
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100 })
  @Max(100, { message: 'pageSize must be at most 100' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @IsInt({ message: 'pageSize must be a whole number' })
  @IsOptional()
  @OptionalInteger()
  pageSize?: number;

  @ApiPropertyOptional({ example: '2026-01-01', description: 'From this day (inclusive)' })
  @IsISO8601({ strict: true }, { message: 'from must be a date (YYYY-MM-DD)' })
  @IsOptional()
  from?: string;

  @ApiPropertyOptional({ example: '2026-12-31', description: 'To this day (inclusive)' })
  @IsISO8601({ strict: true }, { message: 'to must be a date (YYYY-MM-DD)' })
  @IsOptional()
  to?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_ID })
  @Max(MAX_ID, { message: 'fundId must be a whole number' })
  @Min(1, { message: 'fundId must be a whole number' })
  @IsInt({ message: 'fundId must be a whole number' })
  @IsOptional()
  @OptionalInteger()
  fundId?: number;

  @ApiPropertyOptional({ enum: GIFT_METHODS })
  @IsIn(GIFT_METHODS, { message: 'method must be card, cash, cheque or bank_transfer' })
  @IsOptional()
  method?: GiftMethod;

  @ApiPropertyOptional({ enum: ['succeeded', 'refunded', 'disputed'] })
  @IsIn(['succeeded', 'refunded', 'disputed'], {
    message: 'status must be succeeded, refunded or disputed',
  })
  @IsOptional()
  status?: 'succeeded' | 'refunded' | 'disputed';

  @ApiPropertyOptional({ description: "Part of the donor's name or e-mail" })
  @MaxLength(200, { message: 'donor must be at most 200 characters' })
  @IsString({ message: 'donor must be text' })
  @IsOptional()
  donor?: string;
}

export class GiftDto {
  @ApiProperty({ example: 17 })
  id: number;

  @ApiProperty({ example: 1 })
  fundId: number;

  @ApiProperty({ example: 'General Fund' })
  fundName: string;

  @ApiProperty({ example: 5000, description: 'Minor units, the covered fee included' })
  amount: number;

  @ApiProperty({ example: 175 })
  feeCovered: number;

  @ApiProperty({ example: 0 })
  refundedAmount: number;

  @ApiProperty({ example: false })
  disputed: boolean;

  @ApiProperty({ example: 'usd' })
  currency: string;

  @ApiProperty({ example: 'card', enum: GIFT_METHODS })
  method: GiftMethod;

  @ApiProperty({ example: 'monthly', enum: GIFT_FREQUENCIES })
  frequency: GiftFrequency;

  @ApiProperty({ example: 'Ruth Miller', nullable: true, type: String })
  donorName: string | null;

  @ApiProperty({ example: 'ruth@example.org', nullable: true, type: String })
  donorEmail: string | null;

  @ApiProperty({ example: 'For the youth retreat' })
  note: string;

  @ApiProperty({ example: '2026-11-02T09:30:00.000Z', format: 'date-time' })
  givenAt: string;

  @ApiProperty({ example: '2026-11-02 Sunday', nullable: true, type: String })
  depositBatch: string | null;

  @ApiProperty({ example: 'pi_3Example0000000000000000', nullable: true, type: String })
  stripePaymentIntentId: string | null;
}

export class GiftsPageDto {
  @ApiProperty({ type: [GiftDto] })
  items: GiftDto[];

  @ApiProperty({ example: 42 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 20 })
  pageSize: number;
}

export class GivingTotalDto {
  @ApiProperty({ example: '2026-03' })
  month: string;

  @ApiProperty({ example: 1 })
  fundId: number;

  @ApiProperty({ example: 'General Fund' })
  fundName: string;

  @ApiProperty({ example: 'usd' })
  currency: string;

  @ApiProperty({ example: 12 })
  gifts: number;

  @ApiProperty({ example: 5000, description: 'Given, minor units' })
  amount: number;

  @ApiProperty({ example: 0, description: 'Refunded of it, minor units' })
  refunded: number;
}

export class RecordGiftDto {
  @ApiProperty({ example: 2000 })
  @Max(MAX_MINOR_AMOUNT, { message: 'Amount is too large' })
  @Min(1, { message: 'Amount must be at least 1' })
  @IsInt({ message: "Amount must be a whole number of the currency's smallest unit" })
  amount: number;

  @ApiProperty({ example: 1, minimum: 1, maximum: MAX_ID })
  @Max(MAX_ID, { message: 'Please choose a fund' })
  @Min(1, { message: 'Please choose a fund' })
  @IsInt({ message: 'Please choose a fund' })
  fundId: number;

  @ApiProperty({ example: 'cheque', enum: OFFLINE_METHODS })
  @IsIn(OFFLINE_METHODS, { message: 'Method must be cash, cheque or bank_transfer' })
  method: GiftMethod;

  @ApiProperty({ example: '2026-03-01' })
  @IsISO8601({ strict: true }, { message: 'Date must be a date (YYYY-MM-DD)' })
  givenOn: string;

  @ApiPropertyOptional({ example: 'Ruth Miller', maxLength: 200 })
  @MaxLength(GiftLimits.name, { message: `Name must be at most ${GiftLimits.name} characters` })
  @IsString({ message: 'Name must be text' })
  @IsOptional()
  @OptionalSingleLine()
  donorName?: string;

  @ApiPropertyOptional({ example: 'ruth@example.org' })
  @MaxLength(GiftLimits.email, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @IsOptional()
  @NormalizeEmail()
  donorEmail?: string;

  @ApiPropertyOptional({ maxLength: 100, example: 'Sunday 2026-03-01' })
  @MaxLength(100, { message: 'Deposit batch must be at most 100 characters' })
  @IsString({ message: 'Deposit batch must be text' })
  @IsOptional()
  @OptionalSingleLine()
  depositBatch?: string;

  @ApiPropertyOptional({ example: 'For the youth retreat', maxLength: GiftLimits.note })
  @MaxLength(GiftLimits.note, { message: `Note must be at most ${GiftLimits.note} characters` })
  @IsString({ message: 'Note must be text' })
  @IsOptional()
  note?: string;
}

export class WebhookAckDto {
  @ApiProperty({ example: true })
  received: boolean;
}

// ---- a member's own giving (My account › Giving) ----

export class MyGiftDto {
  @ApiProperty({ example: 17 })
  id: number;

  @ApiProperty({ example: '2026-11-02T09:30:00.000Z', format: 'date-time' })
  givenAt: string;

  @ApiProperty({ example: 'General Fund' })
  fundName: string;

  @ApiProperty({ example: 5000, description: 'Minor units, a covered fee included' })
  amount: number;

  @ApiProperty({ example: 0, description: 'Minor units refunded of it' })
  refundedAmount: number;

  @ApiProperty({ example: 'USD' })
  currency: string;

  @ApiProperty({ example: 'card', enum: GIFT_METHODS })
  method: GiftMethod;

  @ApiProperty({ example: 'monthly', enum: GIFT_FREQUENCIES })
  frequency: GiftFrequency;
}

export class MyRecurringGiftDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'General Fund' })
  fundName: string;

  @ApiProperty({ example: 2500, description: "Each payment's amount, minor units" })
  amount: number;

  @ApiProperty({ example: 'USD' })
  currency: string;

  @ApiProperty({ example: 'monthly', enum: GIFT_FREQUENCIES })
  frequency: GiftFrequency;

  @ApiProperty({
    example: 'active',
    description: "Stripe's status of the subscription: active, past_due, canceled, …",
  })
  status: string;

  @ApiProperty({ example: '2026-01-04T10:00:00.000Z', format: 'date-time' })
  startedAt: string;

  @ApiProperty({ example: null, nullable: true, type: String, format: 'date-time' })
  canceledAt: string | null;
}

/** What My account › Giving shows: the member's gifts, statement years and recurring gifts. */
export class MyGivingDto {
  @ApiProperty({ example: 'USD', description: "The ministry's giving currency" })
  currency: string;

  @ApiProperty({ type: [MyGiftDto], description: 'Newest first' })
  gifts: MyGiftDto[];

  @ApiProperty({
    type: [Number],
    example: [2026, 2025],
    description: 'Years with a gift, newest first',
  })
  statementYears: number[];

  @ApiProperty({ type: [MyRecurringGiftDto], description: 'Running ones first' })
  recurring: MyRecurringGiftDto[];
}

export class PortalUrlDto {
  @ApiProperty({ example: 'https://billing.stripe.com/p/session/test_YWNjdF8x' })
  url: string;
}

// ---- Finance's year-end statements ----

export class StatementYearDto {
  @ApiProperty({ example: 2026 })
  year: number;

  @ApiProperty({ example: 412, description: 'Donors with an address who gave in the year' })
  donors: number;

  @ApiProperty({ example: 412, description: 'Statement e-mails queued for the year (one a donor)' })
  queued: number;

  @ApiProperty({ example: 398, description: 'Of them, sent' })
  sent: number;
}

export class StatementDonorDto {
  @ApiProperty({ example: 'ruth@example.org' })
  email: string;

  @ApiProperty({ example: 'Ruth Miller', description: 'The latest name given; empty if none' })
  name: string;

  @ApiProperty({ example: 12 })
  gifts: number;

  @ApiProperty({ example: 60000, description: 'Given in the year net of refunds, minor units' })
  total: number;

  @ApiProperty({ example: 'USD' })
  currency: string;
}

export class StatementDonorQueryDto {
  @ApiPropertyOptional({ example: 'ruth', maxLength: 200 })
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  @IsString({ message: 'search must be text' })
  @IsOptional()
  search?: string;
}

export class StatementPreviewQueryDto {
  @ApiProperty({ example: 'ruth@example.org' })
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(320, { message: 'email must be at most 320 characters' })
  @IsString({ message: 'email must be an e-mail address' })
  email: string;
}

export class StatementRunDto {
  @ApiProperty({ example: 'The 2026 statements of 412 donors are being e-mailed.' })
  message: string;

  @ApiProperty({ example: 412 })
  donors: number;
}

// ---- Finance's donors ----

export class DonorListQueryDto extends PickType(GiftListQueryDto, ['page', 'pageSize']) {
  @ApiPropertyOptional({
    example: 'ruth',
    maxLength: 200,
    description: 'Part of a name or address',
  })
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  @IsString({ message: 'search must be text' })
  @IsOptional()
  search?: string;
}

export class DonorGivenDto {
  @ApiProperty({ example: 'USD' })
  currency: string;

  @ApiProperty({ example: 60000, description: 'Given net of refunds, minor units' })
  amount: number;
}

/** A donor: everyone who gave with one address (trimmed, lower-cased). */
export class DonorDto {
  @ApiProperty({
    example: '3fa2c1d9e0b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4',
    description:
      "The donor's reference: a digest of the address, so a donor's page and the audit trail name no address",
  })
  id: string;

  @ApiProperty({ example: 'Ruth Miller', description: 'The latest name given; empty if none' })
  name: string;

  @ApiProperty({ example: 'ruth@example.org', description: 'The latest address as given' })
  email: string;

  @ApiProperty({ example: 12 })
  gifts: number;

  @ApiProperty({ type: [DonorGivenDto], description: 'Per currency, net of refunds' })
  given: DonorGivenDto[];

  @ApiProperty({ example: '2024-01-07T10:00:00.000Z', format: 'date-time' })
  firstGiftAt: string;

  @ApiProperty({ example: '2026-11-29T10:00:00.000Z', format: 'date-time' })
  lastGiftAt: string;

  @ApiProperty({ example: 1, description: 'Recurring gifts not cancelled' })
  activeRecurring: number;
}

export class DonorsPageDto {
  @ApiProperty({ type: [DonorDto], description: 'The latest to give first' })
  items: DonorDto[];

  @ApiProperty({ example: 42 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 25 })
  pageSize: number;
}

/** One donor as Finance opens them (audited): every gift and every recurring gift. */
export class DonorDetailDto extends DonorDto {
  @ApiProperty({ type: [GiftDto], description: 'Newest first' })
  giftList: GiftDto[];

  @ApiProperty({ type: [MyRecurringGiftDto], description: 'Running ones first' })
  recurring: MyRecurringGiftDto[];
}
