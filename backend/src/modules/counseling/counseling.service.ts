import { Injectable, Logger, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository, type SelectQueryBuilder } from 'typeorm';
import type { SignedInMember } from '../../common/access/principals';
import { MEMBER_LOGIN_REQUIRED } from '../../common/access/access.guard';
import {
  CounselingResponseCreatedEvent,
  DomainEvents,
  type MemberErasedEvent,
} from '../../common/events/domain-events';
import { isForeignKeyViolation } from '../../database/database-errors';
import { UsersService } from '../auth/users.service';
import { CounselingMessages } from './counseling.constants';
import { pageOf } from '../../common/dto/page-query.dto';
import type { AdminCounselingQueryDto } from './dto/admin-counseling-query.dto';
import type { CreateCounselingRequestDto } from './dto/create-counseling-request.dto';
import { CounselingRequest, CounselingStatus } from './entities/counseling-request.entity';
import { CounselingResponse } from './entities/counseling-response.entity';

export interface CounselingRequestWithCount {
  request: CounselingRequest;
  responseCount: number;
}

/** The Counseling tab's counts. */
export interface CounselingSummary {
  total: number;
  pending: number;
  inProgress: number;
  completed: number;
  closed: number;
  urgent: number;
}

/** Urgent first, then soon, then normal, anything else after. */
const TRIAGE_RANK = `CASE r.urgency WHEN 'urgent' THEN 0 WHEN 'soon' THEN 1 WHEN 'normal' THEN 2 ELSE 3 END`;

export interface CounselingRequestWithResponses {
  request: CounselingRequest;
  responses: CounselingResponseWithResponder[];
}

export interface CounselingResponseWithResponder {
  response: CounselingResponse;
  /** The responder's name as Auth shows it; null once their account was removed. */
  responderName: string | null;
}

/** The columns of a page of requests: everything but the encrypted narrative. */
const SUMMARY_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'category',
  'urgency',
  'preferredContact',
  'status',
  'submittedAt',
  'assignedTo',
  'lastResponseAt',
  'createdAt',
] as const satisfies readonly (keyof CounselingRequest)[];

@Injectable()
export class CounselingService {
  private readonly logger = new Logger(CounselingService.name);

  constructor(
    @InjectRepository(CounselingRequest)
    private readonly requests: Repository<CounselingRequest>,
    @InjectRepository(CounselingResponse)
    private readonly responses: Repository<CounselingResponse>,
    private readonly dataSource: DataSource,
    private readonly events: EventEmitter2,
    private readonly users: UsersService,
  ) {}

  /** A member asks for counseling; the request waits as pending. */
  async submit(
    member: SignedInMember,
    input: CreateCounselingRequestDto,
  ): Promise<CounselingRequest> {
    try {
      return await this.requests.save(
        this.requests.create({
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
        }),
      );
    } catch (error) {
      // The member was deleted between the access check and the insert.
      if (isForeignKeyViolation(error)) throw new UnauthorizedException(MEMBER_LOGIN_REQUIRED);
      throw error;
    }
  }

  /**
   * Urgent first, then soon, then normal (anything else after); oldest first within each. Filtered
   * when the query says so.
   */
  async listForTriage(query: AdminCounselingQueryDto = {}): Promise<CounselingRequestWithCount[]> {
    const requests = await this.filtered(query)
      .orderBy(TRIAGE_RANK)
      .addOrderBy('r.createdAt', 'ASC')
      .addOrderBy('r.id', 'ASC')
      .getMany();
    return this.withResponseCounts(requests);
  }

  /** One page of the filtered requests in the chosen order (issue 17). */
  async pageForTriage(query: AdminCounselingQueryDto): Promise<{
    items: CounselingRequestWithCount[];
    total: number;
    page: number;
    pageSize: number;
  }> {
    const { page, pageSize, skip } = pageOf(query);
    // The cards' columns only: the narrative is neither read nor decrypted for a page.
    const rows = this.filtered(query).select(SUMMARY_COLUMNS.map((column) => `r.${column}`));
    if (query.sort === 'submitted') {
      const direction = query.order === 'asc' ? 'ASC' : 'DESC';
      rows.orderBy('r.createdAt', direction).addOrderBy('r.id', direction);
    } else {
      const direction = query.order === 'desc' ? 'DESC' : 'ASC';
      rows
        .orderBy(TRIAGE_RANK, direction)
        .addOrderBy('r.createdAt', direction)
        .addOrderBy('r.id', direction);
    }
    const [requests, total] = await rows.offset(skip).limit(pageSize).getManyAndCount();
    return { items: await this.withResponseCounts(requests), total, page, pageSize };
  }

  /** The Counseling tab's counts, in one aggregate query. */
  async summary(): Promise<CounselingSummary> {
    const [row] = (await this.requests.query(
      `SELECT count(*)::int AS "total",
              count(*) FILTER (WHERE status = 'pending')::int AS "pending",
              count(*) FILTER (WHERE status = 'in_progress')::int AS "inProgress",
              count(*) FILTER (WHERE status = 'completed')::int AS "completed",
              count(*) FILTER (WHERE status = 'closed')::int AS "closed",
              count(*) FILTER (WHERE urgency IN ('urgent', 'high'))::int AS "urgent"
         FROM counseling_requests`,
    )) as CounselingSummary[];
    return row;
  }

  /** The requests matching the tab's filters (plain columns only), in no order yet. */
  private filtered(query: AdminCounselingQueryDto): SelectQueryBuilder<CounselingRequest> {
    const rows = this.requests.createQueryBuilder('r');
    if (query.status !== undefined) rows.andWhere('r.status = :status', { status: query.status });
    if (query.urgency !== undefined)
      rows.andWhere('r.urgency = :urgency', { urgency: query.urgency });
    if (query.category !== undefined)
      rows.andWhere('r.category = :category', { category: query.category });
    return rows;
  }

  private async withResponseCounts(
    requests: CounselingRequest[],
  ): Promise<CounselingRequestWithCount[]> {
    const counts = await this.countResponses(requests.map((r) => r.id));
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
    await this.requests.save(request);
    return { request, responseCount: (await this.countResponses([id])).get(id) ?? 0 };
  }

  /** One request whole, with its number of responses. */
  async detail(id: number): Promise<CounselingRequestWithCount> {
    const request = await this.findOrFail(id);
    return { request, responseCount: (await this.countResponses([id])).get(id) ?? 0 };
  }

  /** Oldest first, each with its responder's name. */
  async listResponses(id: number): Promise<CounselingResponseWithResponder[]> {
    await this.findOrFail(id);
    return this.withResponders(
      await this.responses.find({
        where: { counselingRequestId: id },
        order: { sentAt: 'ASC', id: 'ASC' },
      }),
    );
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
      this.requests.findOneBy({ id: counselingRequestId }),
      this.responses.findOneBy({ id: responseId, counselingRequestId }),
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
    const { request, response: saved } = await this.dataSource.transaction(async (manager) => {
      const request = await manager.getRepository(CounselingRequest).findOne({
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!request) throw new NotFoundException(CounselingMessages.notFound);
      const sentAt = new Date();
      const response = await manager.getRepository(CounselingResponse).save(
        manager.getRepository(CounselingResponse).create({
          counselingRequestId: id,
          responderId,
          isFromAdmin: true,
          message,
          sentAt,
        }),
      );
      request.lastResponseAt = sentAt;
      if (request.status === 'pending') request.status = 'in_progress';
      await manager.getRepository(CounselingRequest).save(request);
      return { request, response };
    });
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
    const [stored] = await this.withResponders([saved]);
    return stored;
  }

  /** A member's own requests, newest first, each with the ministry's responses (oldest first). */
  async listForMember(memberId: number): Promise<CounselingRequestWithResponses[]> {
    const requests = await this.requests.find({
      where: { memberId },
      order: { submittedAt: 'DESC', id: 'DESC' },
    });
    if (!requests.length) return [];
    const responses = await this.withResponders(
      await this.responses.find({
        where: { counselingRequestId: In(requests.map((r) => r.id)) },
        order: { sentAt: 'ASC', id: 'ASC' },
      }),
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
    await this.requests
      .createQueryBuilder()
      .delete()
      .where('member_id = :memberId OR lower(email) = :email', {
        memberId,
        email: email.toLowerCase(),
      })
      .execute();
  }

  /** Deletes the request; its responses go with it (ON DELETE CASCADE). */
  async delete(id: number): Promise<void> {
    const result = await this.requests.delete({ id });
    if (!result.affected) throw new NotFoundException(CounselingMessages.notFound);
  }

  private async findOrFail(id: number): Promise<CounselingRequest> {
    const request = await this.requests.findOneBy({ id });
    if (!request) throw new NotFoundException(CounselingMessages.notFound);
    return request;
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

  private async countResponses(ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await this.responses
      .createQueryBuilder('s')
      .select('s.counselingRequestId', 'requestId')
      .addSelect('COUNT(*)::int', 'count')
      .where({ counselingRequestId: In(ids) })
      .groupBy('s.counselingRequestId')
      .getRawMany<{ requestId: number; count: number }>();
    return new Map(rows.map((row) => [Number(row.requestId), Number(row.count)]));
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
  };
}
