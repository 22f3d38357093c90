import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import type { SignedInMember } from '../../common/access/principals';
import {
  CounselingResponseCreatedEvent,
  DomainEvents,
  type MemberErasedEvent,
} from '../../common/events/domain-events';
import { isForeignKeyViolation } from '../../database/database-errors';
import { UsersService } from '../auth/users.service';
import { pageOf } from '../../common/dto/page-query.dto';
import { CounselingRequestNotFoundError, MemberSignedOutError } from './counseling.errors';
import { CounselingRepository, type CounselingSummary } from './counseling.repository';
import type { AdminCounselingQueryDto } from './dto/admin-counseling-query.dto';
import type { CreateCounselingRequestDto } from './dto/create-counseling-request.dto';
import type { CounselingRequest, CounselingStatus } from './entities/counseling-request.entity';
import type { CounselingResponse } from './entities/counseling-response.entity';

export type { CounselingSummary } from './counseling.repository';

export interface CounselingRequestWithCount {
  request: CounselingRequest;
  responseCount: number;
}

export interface CounselingRequestWithResponses {
  request: CounselingRequest;
  responses: CounselingResponseWithResponder[];
}

export interface CounselingResponseWithResponder {
  response: CounselingResponse;
  /** The responder's name as Auth shows it; null once their account was removed. */
  responderName: string | null;
}

@Injectable()
export class CounselingService {
  private readonly logger = new Logger(CounselingService.name);

  constructor(
    private readonly counseling: CounselingRepository,
    private readonly events: EventEmitter2,
    private readonly users: UsersService,
  ) {}

  /** A member asks for counseling; the request waits as pending. */
  async submit(
    member: SignedInMember,
    input: CreateCounselingRequestDto,
  ): Promise<CounselingRequest> {
    try {
      return await this.counseling.insertRequest({
        name: input.name,
        // The account's address, not the one typed: replies must reach the member (a typed one
        // may be an old address).
        email: member.email,
        phone: input.phone ?? null,
        category: input.category,
        background: input.background,
        currentSituation: input.currentSituation,
        specificNeeds: input.specificNeeds,
        urgency: input.urgency ?? 'normal',
        preferredContact: input.preferredContact ?? 'email',
        status: 'pending',
        memberId: member.id,
        language: member.language ?? 'en',
      });
    } catch (error) {
      // The member was deleted between the access check and the insert.
      if (isForeignKeyViolation(error)) throw new MemberSignedOutError();
      throw error;
    }
  }

  /**
   * Urgent first, then soon, then normal (anything else after); oldest first within each. Filtered
   * when the query says so.
   */
  async listForTriage(query: AdminCounselingQueryDto = {}): Promise<CounselingRequestWithCount[]> {
    return this.withResponseCounts(await this.counseling.triage(query));
  }

  /**
   * One page of the filtered requests in the chosen order: by triage rank (urgent first) unless
   * asked by submission (newest first unless ascending).
   */
  async pageForTriage(query: AdminCounselingQueryDto): Promise<{
    items: CounselingRequestWithCount[];
    total: number;
    page: number;
    pageSize: number;
  }> {
    const { page, pageSize, skip } = pageOf(query);
    const bySubmission = query.sort === 'submitted';
    const direction = bySubmission
      ? query.order === 'asc'
        ? 'ASC'
        : 'DESC'
      : query.order === 'desc'
        ? 'DESC'
        : 'ASC';
    const [requests, total] = await this.counseling.page(query, {
      by: bySubmission ? 'submitted' : 'triage',
      direction,
      skip,
      take: pageSize,
    });
    return { items: await this.withResponseCounts(requests), total, page, pageSize };
  }

  /** The Counseling tab's counts. */
  summary(): Promise<CounselingSummary> {
    return this.counseling.summary();
  }

  private async withResponseCounts(
    requests: CounselingRequest[],
  ): Promise<CounselingRequestWithCount[]> {
    const counts = await this.counseling.countResponses(requests.map((r) => r.id));
    return requests.map((request) => ({
      request,
      responseCount: counts.get(request.id) ?? 0,
    }));
  }

  async setStatus(id: number, status: CounselingStatus): Promise<CounselingRequestWithCount> {
    const request = await this.findOrFail(id);
    // The retention period counts from the closing; reopening stops it.
    if (status === 'closed' && request.status !== 'closed') request.closedAt = new Date();
    else if (status !== 'closed') request.closedAt = null;
    request.status = status;
    await this.counseling.saveRequest(request);
    return { request, responseCount: await this.responseCount(id) };
  }

  /** One request whole, with its number of responses. */
  async detail(id: number): Promise<CounselingRequestWithCount> {
    const request = await this.findOrFail(id);
    return { request, responseCount: await this.responseCount(id) };
  }

  /** Oldest first, each with its responder's name. */
  async listResponses(id: number): Promise<CounselingResponseWithResponder[]> {
    await this.findOrFail(id);
    return this.withResponders(await this.counseling.responsesOf([id]));
  }

  /**
   * The `counseling.response-created` event of an answer given earlier, or null when the request or
   * the answer is gone: for mail jobs queued by a version whose jobs carried only the ids.
   */
  async responseCreatedEvent(
    counselingRequestId: number,
    responseId: number,
  ): Promise<CounselingResponseCreatedEvent | null> {
    const [request, response] = await Promise.all([
      this.counseling.findRequest(counselingRequestId),
      this.counseling.findResponse(counselingRequestId, responseId),
    ]);
    return request && response ? responseCreatedEvent(request, response) : null;
  }

  /**
   * Stores an administrator's answer, stamps `lastResponseAt`, moves a pending request to in_progress,
   * and only after the commit tells the other modules (the e-mail module mails the requester).
   */
  async respond(
    id: number,
    message: string,
    responderId: number,
  ): Promise<CounselingResponseWithResponder> {
    const sentAt = new Date();
    const stored = await this.counseling.addResponse(
      id,
      { responderId, isFromAdmin: true, message, sentAt },
      (request) => {
        request.lastResponseAt = sentAt;
        if (request.status === 'pending') request.status = 'in_progress';
      },
    );
    if (!stored) throw new CounselingRequestNotFoundError();
    const { request, response: saved } = stored;
    try {
      await this.events.emitAsync(
        DomainEvents.counselingResponseCreated,
        responseCreatedEvent(request, saved),
      );
    } catch (error) {
      // The answer is stored; a failing listener must not turn that into an error for the admin.
      this.logger.error(
        { err: error, counselingRequestId: id, responseId: saved.id },
        'A counseling response listener failed',
      );
    }
    const [withResponder] = await this.withResponders([saved]);
    return withResponder;
  }

  /** A member's own requests, newest first, each with the ministry's responses (oldest first). */
  async listForMember(memberId: number): Promise<CounselingRequestWithResponses[]> {
    const requests = await this.counseling.requestsOfMember(memberId);
    if (!requests.length) return [];
    const responses = await this.withResponders(
      await this.counseling.responsesOf(requests.map((r) => r.id)),
    );
    return requests.map((request) => ({
      request,
      responses: responses.filter((r) => r.response.counselingRequestId === request.id),
    }));
  }

  /**
   * An erased member: their requests (linked to them, or given with their address) go, with the
   * responses (ON DELETE CASCADE). The erasure waits for this.
   */
  @OnEvent(DomainEvents.memberErased, { promisify: true, suppressErrors: false })
  async onMemberErased({ memberId, email }: MemberErasedEvent): Promise<void> {
    await this.counseling.deleteRequestsOfMember(memberId, email);
  }

  /** Deletes the request; its responses go with it (ON DELETE CASCADE). */
  async delete(id: number): Promise<void> {
    if (!(await this.counseling.deleteRequest(id))) throw new CounselingRequestNotFoundError();
  }

  private async findOrFail(id: number): Promise<CounselingRequest> {
    const request = await this.counseling.findRequest(id);
    if (!request) throw new CounselingRequestNotFoundError();
    return request;
  }

  private async responseCount(id: number): Promise<number> {
    return (await this.counseling.countResponses([id])).get(id) ?? 0;
  }

  private async withResponders(
    responses: CounselingResponse[],
  ): Promise<CounselingResponseWithResponder[]> {
    const names = await this.users.displayNames(
      responses.flatMap((r) => (r.responderId === null ? [] : [r.responderId])),
    );
    return responses.map((response) => ({
      response,
      responderName:
        response.responderId === null ? null : (names.get(response.responderId) ?? null),
    }));
  }
}

/** What the answer's e-mail needs travels with the event: the e-mail module reads no table of ours. */
function responseCreatedEvent(
  request: CounselingRequest,
  response: CounselingResponse,
): CounselingResponseCreatedEvent {
  return {
    counselingRequestId: request.id,
    responseId: response.id,
    name: request.name,
    email: request.email,
    category: request.category,
    preferredContact: request.preferredContact,
    message: response.message,
    language: request.language,
  };
}
