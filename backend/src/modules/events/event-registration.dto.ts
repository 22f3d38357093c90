import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { OptionalInteger, SingleLine, Trim } from '../../common/dto/transforms';

/**
 * The registration part of the events' API (its answers and form), declared here so the events
 * module states its whole contract; the registrations module fills and saves it (EventExtensions).
 */
export const QUESTION_KINDS = [
  'short_text',
  'long_text',
  'one_choice',
  'many_choices',
  'checkbox',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Limits of the registration settings (the defaults and bounds). */
export const RegistrationLimits = {
  questions: 10,
  options: 20,
  label: 200,
  option: 200,
  confirmationMessage: 5000,
  maxPartySize: 100,
  capacity: 1_000_000,
  reminderHours: 24 * 30,
  defaultMaxPartySize: 10,
  defaultReminderHours: 24,
} as const;

/** A date-time as a form sends it: with an offset, or without one (read in the ministry's time zone). */
export const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

export class RegistrationQuestionInputDto {
  @ApiPropertyOptional({
    example: 'diet',
    description: 'Kept from an earlier save so answers still name it; a new question gets one',
  })
  @Matches(/^[A-Za-z0-9_-]{1,40}$/, { message: 'A question id is letters, digits, - or _' })
  @IsString({ message: 'A question id is letters, digits, - or _' })
  @IsOptional()
  id?: string;

  @ApiProperty({ example: 'Any dietary needs?', maxLength: RegistrationLimits.label })
  @MaxLength(RegistrationLimits.label, {
    message: `A question must be at most ${RegistrationLimits.label} characters`,
  })
  @MinLength(1, { message: 'Each question needs a label' })
  @IsString({ message: 'Each question needs a label' })
  @SingleLine()
  label: string;

  @ApiProperty({ enum: QUESTION_KINDS, example: 'short_text' })
  @IsIn(QUESTION_KINDS, {
    message: `A question's kind is one of ${QUESTION_KINDS.join(', ')}`,
  })
  kind: QuestionKind;

  @ApiProperty({ example: false })
  @IsBoolean({ message: 'required must be true or false' })
  required: boolean;

  @ApiPropertyOptional({
    type: [String],
    example: ['Vegetarian', 'Gluten free'],
    description: 'The choices of one_choice and many_choices',
  })
  @MaxLength(RegistrationLimits.option, {
    each: true,
    message: `A choice must be at most ${RegistrationLimits.option} characters`,
  })
  @MinLength(1, { each: true, message: 'A choice cannot be empty' })
  @IsString({ each: true, message: 'A choice cannot be empty' })
  @ArrayMaxSize(RegistrationLimits.options, {
    message: `A question has at most ${RegistrationLimits.options} choices`,
  })
  @IsArray({ message: 'options must be a list of choices' })
  @IsOptional()
  options?: string[];
}

/** The event form's "Registration" section; absent from a body: the event's registration is unchanged. */
export class RegistrationSettingsInputDto {
  @ApiProperty({ example: true, description: 'Off: the spec\'s "Register Now" dialog' })
  @IsBoolean({ message: 'registration.enabled must be true or false' })
  enabled: boolean;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    example: 120,
    description: 'Seats; empty or null: unlimited',
  })
  @Max(RegistrationLimits.capacity, {
    message: `Capacity must be at most ${RegistrationLimits.capacity}`,
  })
  @Min(1, { message: 'Capacity must be at least 1 seat (leave it empty for unlimited)' })
  @IsInt({ message: 'Capacity must be a whole number of seats' })
  @IsOptional()
  @OptionalInteger()
  capacity?: number | null;

  @ApiPropertyOptional({
    example: true,
    description: 'When full, later registrations wait (default false)',
  })
  @IsBoolean({ message: 'registration.waitlist must be true or false' })
  @IsOptional()
  waitlist?: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,

    example: '2025-06-13T18:00',
    description:
      "When registration closes; without an offset, read in the ministry's time zone. Empty or " +
      'null: when the event starts',
  })
  @Matches(DATE_TIME, { message: 'Closes at must be a date and time (YYYY-MM-DDTHH:mm)' })
  @IsString({ message: 'Closes at must be a date and time (YYYY-MM-DDTHH:mm)' })
  @IsOptional()
  @Trim()
  closesAt?: string | null;

  @ApiPropertyOptional({
    example: 6,
    description: `The largest party of one registration (default ${RegistrationLimits.defaultMaxPartySize})`,
    minimum: 1,
    maximum: RegistrationLimits.maxPartySize,
  })
  @Max(RegistrationLimits.maxPartySize, {
    message: `The largest party must be at most ${RegistrationLimits.maxPartySize}`,
  })
  @Min(1, { message: 'The largest party must be at least 1' })
  @IsInt({ message: 'The largest party must be a whole number' })
  @IsOptional()
  @OptionalInteger()
  maxPartySize?: number;

  @ApiPropertyOptional({
    example: 24,
    minimum: 0,
    maximum: RegistrationLimits.reminderHours,
    description: `Hours before the start a reminder is e-mailed (default ${RegistrationLimits.defaultReminderHours}); 0: none`,
  })
  @Max(RegistrationLimits.reminderHours, {
    message: `Reminder hours must be at most ${RegistrationLimits.reminderHours}`,
  })
  @Min(0, { message: 'Reminder hours cannot be negative (0 sends none)' })
  @IsInt({ message: 'Reminder hours must be a whole number' })
  @IsOptional()
  @OptionalInteger()
  reminderHoursBefore?: number;

  @ApiPropertyOptional({
    maxLength: RegistrationLimits.confirmationMessage,
    example: 'See you there!',
  })
  @MaxLength(RegistrationLimits.confirmationMessage, {
    message: `The confirmation message must be at most ${RegistrationLimits.confirmationMessage} characters`,
  })
  @IsString({ message: 'The confirmation message must be text' })
  @IsOptional()
  @Trim()
  confirmationMessage?: string;

  @ApiPropertyOptional({
    type: [RegistrationQuestionInputDto],
    maxItems: RegistrationLimits.questions,
  })
  @ValidateNested({ each: true })
  @Type(() => RegistrationQuestionInputDto)
  @ArrayMaxSize(RegistrationLimits.questions, {
    message: `At most ${RegistrationLimits.questions} questions`,
  })
  @IsArray({ message: 'questions must be a list' })
  @IsOptional()
  questions?: RegistrationQuestionInputDto[];
}

export class RegistrationQuestionDto {
  @ApiProperty({ example: 'diet' }) id: string;
  @ApiProperty({ example: 'Any dietary needs?' }) label: string;
  @ApiProperty({ enum: QUESTION_KINDS, example: 'short_text' }) kind: QuestionKind;
  @ApiProperty({ example: false }) required: boolean;
  @ApiPropertyOptional({ type: [String], example: ['Vegetarian', 'Gluten free'] })
  options?: string[];
}

/** What a visitor sees of an event's registration: no names, no counts beyond seats. */
export class EventRegistrationDto {
  @ApiProperty({ example: true, description: 'Taking registrations now (before closesAt)' })
  open: boolean;

  @ApiProperty({ type: Number, nullable: true, example: 120, description: 'null: unlimited' })
  capacity: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 37, description: 'null: unlimited' })
  seatsLeft: number | null;

  @ApiProperty({ example: true, description: 'A full event takes registrations on its waitlist' })
  waitlist: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    example: '2025-06-14T10:00:00-05:00',
    description: "When registration closes, in the ministry's time zone",
  })
  closesAt: string | null;

  @ApiProperty({ example: 10 }) maxPartySize: number;

  @ApiProperty({ type: [RegistrationQuestionDto] }) questions: RegistrationQuestionDto[];
}

/** The registration settings as the dashboard edits them (admin answers only). */
export class RegistrationSettingsDto {
  @ApiProperty({ example: true }) enabled: boolean;
  @ApiProperty({ type: Number, nullable: true, example: 120 }) capacity: number | null;
  @ApiProperty({ example: true }) waitlist: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    example: '2025-06-13T18:00:00-05:00',
    description: 'null: when the event starts',
  })
  closesAt: string | null;
  @ApiProperty({ example: 10 }) maxPartySize: number;
  @ApiProperty({ example: 24 }) reminderHoursBefore: number;
  @ApiProperty({ example: 'See you there!' }) confirmationMessage: string;
  @ApiProperty({ type: [RegistrationQuestionDto] }) questions: RegistrationQuestionDto[];
  @ApiProperty({ example: 83, description: 'Seats of the confirmed registrations' })
  seatsTaken: number;
}
