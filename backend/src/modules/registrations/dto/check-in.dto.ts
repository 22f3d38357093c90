import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { EmptyAsAbsent, Trim } from '../../../common/dto/transforms';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '../entities/registration.entity';

export const CheckInLimits = { search: 200, ticket: 200, people: 50 } as const;

/** Which day's events the check-in screen lists (today's without it; only managers pick another). */
export class CheckInEventsQueryDto {
  @ApiPropertyOptional({
    example: '2025-06-14',
    description: "A day (YYYY-MM-DD); default today in the ministry's time zone",
  })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be a day written YYYY-MM-DD' })
  @IsString({ message: 'date must be a day written YYYY-MM-DD' })
  @IsOptional()
  @EmptyAsAbsent()
  date?: string;
}

export class CheckInPeopleQueryDto {
  @ApiPropertyOptional({
    description: 'Part of a name or e-mail address; without it, the first people by last name',
    maxLength: CheckInLimits.search,
  })
  @MaxLength(CheckInLimits.search, {
    message: `search must be at most ${CheckInLimits.search} characters`,
  })
  @IsString({ message: 'search must be text' })
  @IsOptional()
  @EmptyAsAbsent()
  search?: string;
}

/** What the camera read from a ticket's QR code. */
export class CheckInTicketDto {
  @ApiProperty({
    example: 'ticket:3q2K9xvT0bY1mW8e',
    description: "The QR code's text (`ticket:<code>`), or the code alone typed from the ticket",
    maxLength: CheckInLimits.ticket,
  })
  @MaxLength(CheckInLimits.ticket, { message: 'This is not a ticket of ours' })
  @MinLength(1, { message: 'The ticket code is required' })
  @IsString({ message: 'The ticket code is required' })
  @Trim()
  code: string;
}

/** Arrived against expected (confirmed registrations), in registrations and in seats. */
export class CheckInCountsDto {
  @ApiProperty({ example: 12, description: 'Confirmed registrations checked in' })
  arrivedRegistrations: number;
  @ApiProperty({ example: 40, description: 'Confirmed registrations' })
  expectedRegistrations: number;
  @ApiProperty({ example: 27, description: 'Seats of the confirmed registrations checked in' })
  arrivedSeats: number;
  @ApiProperty({ example: 96, description: 'Seats of the confirmed registrations' })
  expectedSeats: number;
}

export class CheckInEventDto {
  @ApiProperty({ example: 8 }) id: number;
  @ApiProperty({ example: 'Passover Seder' }) title: string;
  @ApiProperty({ example: '2025-06-14' }) date: string;
  @ApiProperty({ example: '6:30 PM - 9:30 PM' }) time: string;
  @ApiProperty({ example: 'Fellowship hall' }) location: string;
  @ApiProperty({ type: CheckInCountsDto }) counts: CheckInCountsDto;
}

export class CheckInEventsDto {
  @ApiProperty({ example: '2025-06-14', description: 'The day listed' }) date: string;
  @ApiProperty({ example: '2025-06-14', description: "Today in the ministry's time zone" })
  today: string;
  @ApiProperty({
    example: false,
    description:
      "Whether the caller may check in for another day's events (a Check-in volunteer may not)",
  })
  anyDay: boolean;
  @ApiProperty({
    type: [CheckInEventDto],
    description: 'The events of that day taking registrations',
  })
  events: CheckInEventDto[];
}

/** A registration as the door sees it. */
export class CheckInPersonDto {
  @ApiProperty({ example: 41 }) id: number;
  @ApiProperty({ example: 'Ruth' }) firstName: string;
  @ApiProperty({ example: 'Moabite' }) lastName: string;
  @ApiProperty({ example: 'ruth@example.org' }) email: string;
  @ApiProperty({ example: 2 }) partySize: number;
  @ApiProperty({ enum: REGISTRATION_STATUSES, example: 'confirmed' }) status: RegistrationStatus;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    example: '2025-06-14T18:55:00.000Z',
  })
  checkedInAt: Date | null;
}

export class CheckInPeopleDto {
  @ApiProperty({
    type: [CheckInPersonDto],
    description: `At most ${CheckInLimits.people}, by last name`,
  })
  items: CheckInPersonDto[];
  @ApiProperty({ example: 3, description: 'Registrations matching the search' }) total: number;
  @ApiProperty({ type: CheckInCountsDto }) counts: CheckInCountsDto;
}

/** The person just checked in (or whose check-in was undone) and the event's counts after it. */
export class CheckInResultDto {
  @ApiProperty({ type: CheckInPersonDto }) person: CheckInPersonDto;
  @ApiProperty({ type: CheckInCountsDto }) counts: CheckInCountsDto;
}
