import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CalendarMessages } from './events.errors';

/** The body is the .ics file itself; its name may come in the query (recorded by the audit). */
export class CalendarFileQueryDto {
  @ApiPropertyOptional({
    example: 'grace-fellowship.ics',
    description: 'The name of the file; .ics',
  })
  @Matches(/\.(ics|ical|ifb|icalendar)$/i, { message: CalendarMessages.fileName })
  @MaxLength(255, { message: CalendarMessages.fileName })
  @IsString({ message: CalendarMessages.fileName })
  @IsOptional()
  fileName?: string;
}

export const CALENDAR_ENTRY_ACTIONS = ['create', 'update', 'invalid'] as const;
export type CalendarEntryAction = (typeof CALENDAR_ENTRY_ACTIONS)[number];

/** One upcoming event of the file as it would be stored. */
export class CalendarEntryDto {
  @ApiProperty({ example: '5k3l2b1q8v0c9r7t6s4m3n2p1o@google.com@20260904T230000Z' })
  sourceKey: string;
  @ApiProperty({ example: 'Shabbat Fellowship' }) title: string;
  @ApiProperty({ example: 'Worship, teaching and a shared meal.' }) description: string;
  @ApiProperty({ example: '2026-09-04', description: 'Calendar date, YYYY-MM-DD' }) date: string;
  @ApiProperty({
    example: '6:00 PM - 7:30 PM',
    description: 'The time text in the ministry\'s time zone ("All day" for an all-day event)',
  })
  time: string;
  @ApiProperty({ example: 'Main Sanctuary' }) location: string;
  @ApiProperty({
    enum: CALENDAR_ENTRY_ACTIONS,
    example: 'create',
    description:
      'create: new; update: imported before (same UID and occurrence), its fields replaced; ' +
      'invalid: breaks a rule of the event form, left out (see `problem`)',
  })
  action: CalendarEntryAction;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: null,
    description: "The event form's message, for an invalid one",
  })
  problem: string | null;
}

export class CalendarPreviewDto {
  @ApiProperty({ example: 'America/Chicago', description: 'The zone the times are stated in' })
  timeZone: string;
  @ApiProperty({ example: 48 }) create: number;
  @ApiProperty({ example: 2 }) update: number;
  @ApiProperty({ example: 0 }) invalid: number;
  @ApiProperty({ type: CalendarEntryDto, isArray: true, description: 'Soonest first' })
  events: CalendarEntryDto[];
}

export class CalendarImportResultDto {
  @ApiProperty({ example: 48 }) created: number;
  @ApiProperty({ example: 2 }) updated: number;
  @ApiProperty({ example: 0, description: 'Events left out: they break a rule of the event form' })
  invalid: number;
}
