import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { IsCalendarDate } from './calendar-date';
import { SingleLine, Trim } from '../../common/dto/transforms';
import type { Event } from './entities/event.entity';
import { eventTimes } from './event-time';
import {
  EventRegistrationDto,
  RegistrationSettingsDto,
  RegistrationSettingsInputDto,
} from './event-registration.dto';

const EVENT_DESCRIPTION =
  'An evening of worship, teaching from the weekly Torah portion and a shared meal. ' +
  'Everyone is welcome.';

export class EventDto {
  @ApiProperty({ example: 8 }) id: number;
  @ApiProperty({ example: 'Shabbat Fellowship' }) title: string;
  @ApiProperty({ example: EVENT_DESCRIPTION }) description: string;
  @ApiProperty({ example: '2025-06-14', description: 'Calendar date, YYYY-MM-DD' })
  date: string;
  @ApiProperty({ example: '10:00 AM - 12:00 PM' }) time: string;
  @ApiProperty({ example: 'Main Sanctuary' }) location: string;
  @ApiProperty({ example: false }) isSpecial: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    example: '2025-06-14T10:00:00-05:00',
    description:
      "When the event starts, read from `date` and `time` in the ministry's time zone (ISO 8601 " +
      'with that offset); null when `time` names no clock time ("All weekend")',
  })
  startsAt: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    example: '2025-06-14T12:00:00-05:00',
    description:
      'When it ends (the next day when the range crosses midnight); null when `time` names no end ' +
      '("at 6:30 PM") or no time at all',
  })
  endsAt: string | null;

  @ApiProperty({
    type: EventRegistrationDto,
    nullable: true,
    description: 'null: registration is off (the spec\'s "Register Now" dialog)',
  })
  registration: EventRegistrationDto | null;

  @ApiPropertyOptional({
    type: RegistrationSettingsDto,
    nullable: true,
    description: 'The registration settings as the dashboard edits them (admin answers only)',
  })
  registrationSettings?: RegistrationSettingsDto | null;
}

/** The event as the API states it, its times read in the ministry's time zone `zone`. */
export function toEventResponse(event: Event, zone: string): EventDto {
  const times = eventTimes(event.date, event.time, zone);
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    date: event.date,
    time: event.time,
    location: event.location,
    isSpecial: event.isSpecial,
    startsAt: times?.start ?? null,
    endsAt: times?.end ?? null,
    // Filled by the registrations module (EventExtensions).
    registration: null,
  };
}

/** The event form (spec §5); PUT takes the same body. */
export class CreateEventDto {
  @ApiProperty({ minLength: 2, maxLength: 200, example: 'Shabbat Fellowship' })
  @MaxLength(200, { message: 'Title must be at most 200 characters' })
  @MinLength(2, { message: 'Title must be at least 2 characters' })
  @IsString({ message: 'Title must be at least 2 characters' })
  @SingleLine()
  title: string;

  @ApiProperty({ minLength: 2, maxLength: 5000, example: EVENT_DESCRIPTION })
  @MaxLength(5000, { message: 'Description must be at most 5000 characters' })
  @MinLength(2, { message: 'Description must be at least 2 characters' })
  @IsString({ message: 'Description must be at least 2 characters' })
  @Trim()
  description: string;

  @ApiProperty({ example: '2025-06-14', description: 'Calendar date, YYYY-MM-DD' })
  @IsCalendarDate({ message: 'Date must be a valid date (YYYY-MM-DD)' })
  @MinLength(2, { message: 'Date is required' })
  @IsString({ message: 'Date is required' })
  @SingleLine()
  date: string;

  @ApiProperty({ minLength: 2, maxLength: 100, example: '10:00 AM - 12:00 PM' })
  @MaxLength(100, { message: 'Time must be at most 100 characters' })
  @MinLength(2, { message: 'Time is required' })
  @IsString({ message: 'Time is required' })
  @SingleLine()
  time: string;

  @ApiProperty({ minLength: 2, maxLength: 500, example: 'Main Sanctuary' })
  @MaxLength(500, { message: 'Location must be at most 500 characters' })
  @MinLength(2, { message: 'Location must be at least 2 characters' })
  @IsString({ message: 'Location must be at least 2 characters' })
  @SingleLine()
  location: string;

  @ApiPropertyOptional({ default: false, example: false })
  @IsBoolean({ message: 'isSpecial must be true or false' })
  @IsOptional()
  isSpecial?: boolean;

  @ApiPropertyOptional({
    type: RegistrationSettingsInputDto,
    description: "The event's registration; absent: left as it is",
  })
  @ValidateNested()
  @Type(() => RegistrationSettingsInputDto)
  @IsObject({ message: 'registration must be an object' })
  @IsOptional()
  registration?: RegistrationSettingsInputDto;
}
