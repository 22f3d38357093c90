import { ApiProperty, OmitType } from '@nestjs/swagger';
import { COUNSELING_STATUSES } from '../counseling.constants';
import type { CounselingRequest, CounselingStatus } from '../entities/counseling-request.entity';
import type { CounselingResponseWithResponder } from '../counseling.service';

/** A counseling request: only ever shown to administrators. */
export class CounselingRequestDto {
  @ApiProperty({ example: 42 }) id: number;
  @ApiProperty({ example: 'Hannah Miller' }) name: string;
  @ApiProperty({ example: 'hannah@example.org' }) email: string;
  @ApiProperty({ type: String, nullable: true, example: '+1 555 0134' }) phone: string | null;
  @ApiProperty({ example: 'Grief & Loss' }) category: string;

  @ApiProperty({
    example: 'I have followed the Lord for ten years and serve on the hospitality team.',
  })
  background: string;

  @ApiProperty({
    example: 'My mother passed away in March, and since then I have found it hard to pray.',
  })
  currentSituation: string;

  @ApiProperty({ example: 'Prayer, and someone to talk with about grief and the hope we have.' })
  specificNeeds: string;

  @ApiProperty({ example: 'soon', description: 'normal, soon or urgent' }) urgency: string;

  @ApiProperty({ example: 'email', description: 'email, phone or both' })
  preferredContact: string;

  @ApiProperty({ enum: COUNSELING_STATUSES, example: 'in_progress' }) status: CounselingStatus;
  @ApiProperty({ example: '2025-04-02T09:15:00.000Z' }) submittedAt: Date;
  @ApiProperty({ type: String, nullable: true, example: 'admin' }) assignedTo: string | null;

  @ApiProperty({ type: Date, nullable: true, example: '2025-04-03T16:20:00.000Z' })
  lastResponseAt: Date | null;

  @ApiProperty({ example: '2025-04-02T09:15:00.000Z' }) createdAt: Date;
  @ApiProperty({ example: 1, description: 'How many responses were sent' }) responseCount: number;
}

export class CounselingResponseDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ example: 42 }) counselingRequestId: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 1,
    description: 'null once the admin was removed',
  })
  responderId: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'James Carter',
    description: "The responder's full name, else username",
  })
  responderName: string | null;

  @ApiProperty({ example: true }) isFromAdmin: boolean;

  @ApiProperty({
    example:
      'Hannah, thank you for trusting us with this. We are praying for you this week; ' +
      'may we call you on Thursday evening?',
  })
  message: string;

  @ApiProperty({ example: '2025-04-03T16:20:00.000Z' }) sentAt: Date;
}

export function toCounselingRequestResponse(
  r: CounselingRequest,
  responseCount: number,
): CounselingRequestDto {
  return {
    ...toCounselingRequestSummary(r, responseCount),
    background: r.background,
    currentSituation: r.currentSituation,
    specificNeeds: r.specificNeeds,
  };
}

export function toCounselingResponseResponse({
  response: r,
  responderName,
}: CounselingResponseWithResponder): CounselingResponseDto {
  return {
    id: r.id,
    counselingRequestId: r.counselingRequestId,
    responderId: r.responderId,
    responderName,
    isFromAdmin: r.isFromAdmin,
    message: r.message,
    sentAt: r.sentAt,
  };
}

/**
 * A request as the Counseling tab's cards show it: who, what kind, how urgent, where it stands. The
 * narrative (background, situation, needs) is not in it: it comes with the request's detail, whose
 * every read is audited.
 */
export class CounselingRequestSummaryDto extends OmitType(CounselingRequestDto, [
  'background',
  'currentSituation',
  'specificNeeds',
] as const) {}

/** One request whole, with its conversation: what "View Details" shows (an audited read). */
export class CounselingRequestDetailDto extends CounselingRequestDto {
  @ApiProperty({ type: () => [CounselingResponseDto], description: 'Oldest first' })
  responses: CounselingResponseDto[];
}

export function toCounselingRequestSummary(
  r: CounselingRequest,
  responseCount: number,
): CounselingRequestSummaryDto {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    category: r.category,
    urgency: r.urgency,
    preferredContact: r.preferredContact,
    status: r.status,
    submittedAt: r.submittedAt,
    assignedTo: r.assignedTo,
    lastResponseAt: r.lastResponseAt,
    createdAt: r.createdAt,
    responseCount,
  };
}

/** One page of the Counseling tab's list, without the narrative (API 6.0.0). */
export class CounselingRequestsPageDto {
  @ApiProperty({ type: [CounselingRequestSummaryDto] })
  items: CounselingRequestSummaryDto[];

  @ApiProperty({ description: 'Requests matching the filters', example: 42 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 20 })
  pageSize: number;
}

/** The Counseling tab's counts, from one aggregate query (not counted from a loaded list). */
export class CounselingSummaryDto {
  @ApiProperty({ description: 'Every request, any status', example: 2000 })
  total: number;

  @ApiProperty({ example: 14 })
  pending: number;

  @ApiProperty({ example: 9 })
  inProgress: number;

  @ApiProperty({ example: 1500 })
  completed: number;

  @ApiProperty({ example: 477 })
  closed: number;

  @ApiProperty({ description: "Urgency 'urgent' (or 'high'), any status", example: 3 })
  urgent: number;
}
