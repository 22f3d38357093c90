import { ApiProperty } from '@nestjs/swagger';
import { COUNSELING_STATUSES } from '../counseling.constants';
import type { CounselingRequest, CounselingStatus } from '../entities/counseling-request.entity';
import type { CounselingResponseWithResponder } from '../counseling.service';

/** A counseling request: only ever shown to administrators. */
export class CounselingRequestDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty() category: string;
  @ApiProperty() background: string;
  @ApiProperty() currentSituation: string;
  @ApiProperty() specificNeeds: string;
  @ApiProperty({ example: 'normal', description: 'normal, soon or urgent' }) urgency: string;

  @ApiProperty({ example: 'email', description: 'email, phone or both' })
  preferredContact: string;

  @ApiProperty({ enum: COUNSELING_STATUSES }) status: CounselingStatus;
  @ApiProperty() submittedAt: Date;
  @ApiProperty({ type: String, nullable: true }) assignedTo: string | null;
  @ApiProperty({ type: Date, nullable: true }) lastResponseAt: Date | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ description: 'How many responses were sent' }) responseCount: number;
}

export class CounselingResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() counselingRequestId: number;

  @ApiProperty({ type: Number, nullable: true, description: 'null once the admin was removed' })
  responderId: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The responder's full name, else username",
  })
  responderName: string | null;

  @ApiProperty() isFromAdmin: boolean;
  @ApiProperty() message: string;
  @ApiProperty() sentAt: Date;
}

export function toCounselingRequestResponse(
  r: CounselingRequest,
  responseCount: number,
): CounselingRequestDto {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    category: r.category,
    background: r.background,
    currentSituation: r.currentSituation,
    specificNeeds: r.specificNeeds,
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
