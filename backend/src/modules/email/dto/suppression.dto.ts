import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import type { SuppressionRow } from '../suppressions/provider-events.repository';

export class SuppressionAddressDto {
  @ApiProperty({ example: 'member@example.org' })
  @MaxLength(320, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @IsString({ message: 'Please enter a valid email address' })
  email: string;
}

export class SuppressionDto {
  @ApiProperty({ example: 'member@example.org' })
  email: string;

  @ApiProperty({
    enum: ['bounce', 'complaint', 'unsubscribe'],
    example: 'bounce',
    description:
      'bounce: a hard bounce, or 3 soft bounces within 30 days (staff may lift it); complaint: marked as spam; unsubscribe: the link in a message',
  })
  reason: string;

  @ApiProperty({
    nullable: true,
    type: String,
    example: 'ses',
    description: "The provider's webhook that reported it (ses, sendgrid, postmark, mailgun)",
  })
  source: string | null;

  @ApiProperty({ nullable: true, type: String, example: '550 5.1.1 user unknown' })
  detail: string | null;

  @ApiProperty({ example: '2026-12-01T19:00:00.000Z' })
  suppressedAt: string;

  @ApiProperty({ description: 'Whether staff may lift it (bounces only)', example: true })
  liftable: boolean;
}

/** Whether campaigns skip an address: its suppression, or null when they reach it. */
export class SuppressionStatusDto {
  @ApiProperty({
    type: SuppressionDto,
    nullable: true,
    description: 'null: campaigns reach the address',
  })
  suppression: SuppressionDto | null;
}

export class SuppressionLiftDto extends SuppressionDto {
  @ApiProperty({ description: 'The recorded lift', example: 1 })
  id: number;
}

export function toSuppressionResponse(row: SuppressionRow): SuppressionDto {
  return {
    email: row.email,
    reason: row.reason,
    source: row.source,
    detail: row.detail,
    suppressedAt: row.suppressedAt.toISOString(),
    liftable: row.reason === 'bounce',
  };
}
