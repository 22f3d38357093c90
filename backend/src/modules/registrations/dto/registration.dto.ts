import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import {
  EmptyAsAbsent,
  NormalizeEmail,
  OptionalSingleLine,
  SingleLine,
  Trim,
} from '../../../common/dto/transforms';
import { PageQueryDto } from '../../../common/dto/page-query.dto';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '../entities/registration.entity';
import { EventRegistrationDto, RegistrationLimits } from '../../events/event-registration.dto';

export const RegistrantLimits = { name: 100, email: 320, phone: 50, answer: 2000 } as const;

export class RegistrationAnswerDto {
  @ApiProperty({ example: 'diet' })
  @MaxLength(40, { message: 'Each answer names one of the questions' })
  @IsString({ message: 'Each answer names one of the questions' })
  questionId: string;

  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }, { type: 'boolean' }],
    example: 'Vegetarian',
    description: 'Text or one choice; a list for several choices; true/false for a checkbox',
  })
  @IsDefined({ message: 'Each answer needs a value' })
  value: string | string[] | boolean;
}

/** The registration form. */
export class CreateRegistrationDto {
  @ApiProperty({ example: 'Ruth', maxLength: RegistrantLimits.name })
  @MaxLength(RegistrantLimits.name, {
    message: `First name must be at most ${RegistrantLimits.name} characters`,
  })
  @MinLength(1, { message: 'First name is required' })
  @IsString({ message: 'First name is required' })
  @SingleLine()
  firstName: string;

  @ApiProperty({ example: 'Moabite', maxLength: RegistrantLimits.name })
  @MaxLength(RegistrantLimits.name, {
    message: `Last name must be at most ${RegistrantLimits.name} characters`,
  })
  @MinLength(1, { message: 'Last name is required' })
  @IsString({ message: 'Last name is required' })
  @SingleLine()
  lastName: string;

  @ApiProperty({ example: 'ruth@example.org', description: 'Trimmed and lower-cased' })
  @MaxLength(RegistrantLimits.email, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @IsString({ message: 'Please enter a valid email address' })
  @NormalizeEmail()
  email: string;

  @ApiPropertyOptional({ example: '+1 555 0100', maxLength: RegistrantLimits.phone })
  @MaxLength(RegistrantLimits.phone, {
    message: `Phone must be at most ${RegistrantLimits.phone} characters`,
  })
  @IsString({ message: 'Phone must be text' })
  @IsOptional()
  @OptionalSingleLine()
  phone?: string;

  @ApiProperty({ example: 2, minimum: 1, description: "At most the event's maxPartySize" })
  @Max(RegistrationLimits.maxPartySize, { message: 'Party size is too large' })
  @Min(1, { message: 'Party size must be at least 1' })
  @IsInt({ message: 'Party size must be a whole number' })
  partySize: number;

  @ApiPropertyOptional({ type: [RegistrationAnswerDto], description: 'One per question answered' })
  @ValidateNested({ each: true })
  @Type(() => RegistrationAnswerDto)
  @ArrayMaxSize(RegistrationLimits.questions, { message: 'Too many answers' })
  @IsArray({ message: 'answers must be a list' })
  @IsOptional()
  answers?: RegistrationAnswerDto[];
}

/** What a registrant may change from their manage link: the party and the answers, with the same rules. */
export class UpdateMyRegistrationDto extends PickType(CreateRegistrationDto, [
  'partySize',
  'answers',
] as const) {}

/** The answer to a registration: the same shape for a new address and one already registered. */
export class RegistrationResultDto {
  @ApiProperty({ enum: ['confirmed', 'waitlisted'], example: 'confirmed' })
  status: 'confirmed' | 'waitlisted';

  @ApiProperty({ example: 2 }) partySize: number;
}

/** A registration as its manage link shows it to its owner. */
export class MyRegistrationDto {
  @ApiProperty({ example: 'Shabbat Fellowship' }) eventTitle: string;
  @ApiProperty({ example: 8 }) eventId: number;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    example: '2025-06-14T10:00:00-05:00',
  })
  startsAt: string | null;
  @ApiProperty({ example: 'Main Sanctuary' }) location: string;
  @ApiProperty({ example: 'Ruth' }) firstName: string;
  @ApiProperty({ example: 'Moabite' }) lastName: string;
  @ApiProperty({ example: 'ruth@example.org' }) email: string;
  @ApiProperty({ enum: REGISTRATION_STATUSES, example: 'confirmed' }) status: RegistrationStatus;
  @ApiProperty({ example: 2 }) partySize: number;
  @ApiProperty({ type: [RegistrationAnswerDto] }) answers: RegistrationAnswerDto[];
  @ApiProperty({ type: EventRegistrationDto }) registration: EventRegistrationDto;
  @ApiProperty({
    description: 'The link for the next change: each link works once (the last e-mail has it too)',
    example: 'https://example.org/registrations/manage?token=…',
  })
  manageUrl: string;
}

/** One registration as the staff see it. */
export class AdminRegistrationDto {
  @ApiProperty({ example: 41 }) id: number;
  @ApiProperty({ example: 'Ruth' }) firstName: string;
  @ApiProperty({ example: 'Moabite' }) lastName: string;
  @ApiProperty({ example: 'ruth@example.org' }) email: string;
  @ApiProperty({ type: String, nullable: true, example: '+1 555 0100' }) phone: string | null;
  @ApiProperty({ example: 2 }) partySize: number;
  @ApiProperty({ type: [RegistrationAnswerDto] }) answers: RegistrationAnswerDto[];
  @ApiProperty({ enum: REGISTRATION_STATUSES, example: 'confirmed' }) status: RegistrationStatus;
  @ApiProperty({ format: 'date-time', example: '2025-06-01T09:30:00.000Z' }) registeredAt: Date;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    example: '2025-06-14T09:55:00.000Z',
  })
  checkedInAt: Date | null;
}

export class RegistrationListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of a name or e-mail address' })
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  @IsString({ message: 'search must be text' })
  @IsOptional()
  @EmptyAsAbsent()
  search?: string;

  @ApiPropertyOptional({ enum: REGISTRATION_STATUSES })
  @IsIn(REGISTRATION_STATUSES, { message: `status is one of ${REGISTRATION_STATUSES.join(', ')}` })
  @IsOptional()
  @EmptyAsAbsent()
  status?: RegistrationStatus;
}

/** One page of an event's registrations, with its seat counts. */
export class RegistrationsPageDto {
  @ApiProperty({ type: [AdminRegistrationDto] }) items: AdminRegistrationDto[];
  @ApiProperty({ example: 57, description: 'Registrations matching the query' }) total: number;
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 20 }) pageSize: number;
  @ApiProperty({ example: 83 }) seatsTaken: number;
  @ApiProperty({ type: Number, nullable: true, example: 120, description: 'null: unlimited' })
  capacity: number | null;
  @ApiProperty({ example: 4, description: 'Registrations on the waitlist' }) waitlistLength: number;
  @ApiProperty({ example: 9, description: 'Seats of the registrations on the waitlist' })
  waitlistSeats: number;
}

/** A member's own registration, as My account lists it. */
export class MemberRegistrationDto {
  @ApiProperty({ example: 41 }) id: number;
  @ApiProperty({ example: 8 }) eventId: number;
  @ApiProperty({ example: 'Shabbat Fellowship' }) eventTitle: string;
  @ApiProperty({ example: '2025-06-14' }) eventDate: string;
  @ApiProperty({ example: '10:00 AM - 12:00 PM' }) eventTime: string;
  @ApiProperty({ enum: REGISTRATION_STATUSES, example: 'confirmed' }) status: RegistrationStatus;
  @ApiProperty({ example: 2 }) partySize: number;
  @ApiProperty({ format: 'date-time', example: '2025-06-01T09:30:00.000Z' }) registeredAt: Date;
}

export class ManageLinkDto {
  @ApiProperty({
    example: 'https://example.org/registrations/manage?token=…',
    description: 'Works once; links sent earlier stop working',
  })
  manageUrl: string;
}

export const RegistrationMessageLimits = { subject: 200, body: 10_000 } as const;

/** The staff's e-mail to everyone registered for an event (not those who cancelled). */
export class RegistrationMessageDto {
  @ApiProperty({ example: 'Parking for Sunday', maxLength: RegistrationMessageLimits.subject })
  @MaxLength(RegistrationMessageLimits.subject, {
    message: `Subject must be at most ${RegistrationMessageLimits.subject} characters`,
  })
  @MinLength(1, { message: 'Subject is required' })
  @IsString({ message: 'Subject is required' })
  @SingleLine()
  subject: string;

  @ApiProperty({
    example: 'The north lot is closed; please park on Elm Street.',
    maxLength: RegistrationMessageLimits.body,
  })
  @MaxLength(RegistrationMessageLimits.body, {
    message: `Message must be at most ${RegistrationMessageLimits.body} characters`,
  })
  @MinLength(1, { message: 'Message is required' })
  @IsString({ message: 'Message is required' })
  @Trim()
  body: string;
}

export class RegistrationMessageResultDto {
  @ApiProperty({ example: 57, description: 'Registrations the message is queued for' })
  recipients: number;
}

/** The CSV export's filters: the list's, without paging. */
export class RegistrationExportQueryDto extends PickType(RegistrationListQueryDto, [
  'search',
  'status',
] as const) {}
