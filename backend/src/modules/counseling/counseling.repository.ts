import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository, type SelectQueryBuilder } from 'typeorm';
import { AuditTargetNamer, namesFromRows } from '../../common/audit/audit-target-names';
import type { AdminCounselingQueryDto } from './dto/admin-counseling-query.dto';
import { CounselingRequest } from './entities/counseling-request.entity';
import { CounselingResponse } from './entities/counseling-response.entity';

/** The Counseling tab's counts. */
export interface CounselingSummary {
  total: number;
  pending: number;
  inProgress: number;
  completed: number;
  closed: number;
  urgent: number;
}

/** The tab's filters. */
export type CounselingFilter = Pick<AdminCounselingQueryDto, 'status' | 'urgency' | 'category'>;

/** How a page of the tab is ordered: by triage rank (urgency) or by submission, each either way. */
export interface CounselingPageOrder {
  by: 'triage' | 'submitted';
  direction: 'ASC' | 'DESC';
  skip: number;
  take: number;
}

export type NewCounselingRequest = Pick<
  CounselingRequest,
  | 'name'
  | 'email'
  | 'phone'
  | 'category'
  | 'background'
  | 'currentSituation'
  | 'specificNeeds'
  | 'urgency'
  | 'preferredContact'
  | 'status'
  | 'memberId'
  | 'language'
>;

export type NewCounselingResponse = Pick<
  CounselingResponse,
  'responderId' | 'isFromAdmin' | 'message' | 'sentAt'
>;

/** Urgent first, then soon, then normal, anything else after. */
const TRIAGE_RANK = `CASE r.urgency WHEN 'urgent' THEN 0 WHEN 'soon' THEN 1 WHEN 'normal' THEN 2 ELSE 3 END`;

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

/** The queries of counseling requests and their responses. */
@Injectable()
export class CounselingRepository {
  constructor(
    @InjectRepository(CounselingRequest)
    private readonly requests: Repository<CounselingRequest>,
    @InjectRepository(CounselingResponse)
    private readonly responses: Repository<CounselingResponse>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  insertRequest(fields: NewCounselingRequest): Promise<CounselingRequest> {
    return this.requests.save(this.requests.create(fields));
  }

  /** The matching requests by triage rank, oldest first within each rank. */
  triage(filter: CounselingFilter): Promise<CounselingRequest[]> {
    return this.filtered(filter)
      .orderBy(TRIAGE_RANK)
      .addOrderBy('r.createdAt', 'ASC')
      .addOrderBy('r.id', 'ASC')
      .getMany();
  }

  /**
   * One page of the matching requests, and how many match. Only the cards' columns: the narrative
   * is neither read nor decrypted for a page.
   */
  page(
    filter: CounselingFilter,
    order: CounselingPageOrder,
  ): Promise<[CounselingRequest[], number]> {
    const rows = this.filtered(filter).select(SUMMARY_COLUMNS.map((column) => `r.${column}`));
    const { direction } = order;
    if (order.by === 'submitted') rows.orderBy('r.createdAt', direction);
    else rows.orderBy(TRIAGE_RANK, direction).addOrderBy('r.createdAt', direction);
    return rows
      .addOrderBy('r.id', direction)
      .offset(order.skip)
      .limit(order.take)
      .getManyAndCount();
  }

  /** The tab's counts, in one aggregate query. */
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

  findRequest(id: number): Promise<CounselingRequest | null> {
    return this.requests.findOneBy({ id });
  }

  saveRequest(request: CounselingRequest): Promise<CounselingRequest> {
    return this.requests.save(request);
  }

  /** The request's responses, oldest first. */
  responsesOf(requestIds: number[]): Promise<CounselingResponse[]> {
    if (!requestIds.length) return Promise.resolve([]);
    return this.responses.find({
      where: { counselingRequestId: In(requestIds) },
      order: { sentAt: 'ASC', id: 'ASC' },
    });
  }

  findResponse(requestId: number, responseId: number): Promise<CounselingResponse | null> {
    return this.responses.findOneBy({ id: responseId, counselingRequestId: requestId });
  }

  /** The number of responses of each request (none: not in the map). */
  async countResponses(requestIds: number[]): Promise<Map<number, number>> {
    if (!requestIds.length) return new Map();
    const rows = await this.responses
      .createQueryBuilder('s')
      .select('s.counselingRequestId', 'requestId')
      .addSelect('COUNT(*)::int', 'count')
      .where({ counselingRequestId: In(requestIds) })
      .groupBy('s.counselingRequestId')
      .getRawMany<{ requestId: number; count: number }>();
    return new Map(rows.map((row) => [Number(row.requestId), Number(row.count)]));
  }

  /**
   * In one transaction, with the request locked: stores the response and the request as `change`
   * left it (the caller's rules). Null, storing nothing, when there is no such request.
   */
  addResponse(
    requestId: number,
    fields: NewCounselingResponse,
    change: (request: CounselingRequest) => void,
  ): Promise<{ request: CounselingRequest; response: CounselingResponse } | null> {
    return this.dataSource.transaction(async (manager) => {
      const requests = manager.getRepository(CounselingRequest);
      const responses = manager.getRepository(CounselingResponse);
      const request = await requests.findOne({
        where: { id: requestId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!request) return null;
      const response = await responses.save(
        responses.create({ ...fields, counselingRequestId: requestId }),
      );
      change(request);
      await requests.save(request);
      return { request, response };
    });
  }

  /** A member's requests, newest first. */
  requestsOfMember(memberId: number): Promise<CounselingRequest[]> {
    return this.requests.find({ where: { memberId }, order: { submittedAt: 'DESC', id: 'DESC' } });
  }

  /** Deletes the requests linked to the member or given with the address (responses cascade). */
  async deleteRequestsOfMember(memberId: number, email: string): Promise<void> {
    await this.requests
      .createQueryBuilder()
      .delete()
      .where('member_id = :memberId OR lower(email) = :email', {
        memberId,
        email: email.toLowerCase(),
      })
      .execute();
  }

  /** Deletes the request (its responses cascade); false when there was none. */
  async deleteRequest(id: number): Promise<boolean> {
    const result = await this.requests.delete({ id });
    return Boolean(result.affected);
  }

  /** Deletes the requests closed more than `months` months before `now`; how many. */
  async deleteClosedBefore(now: Date, months: number): Promise<number> {
    const result = await this.requests
      .createQueryBuilder()
      .delete()
      .where(
        `status = 'closed' AND closed_at < CAST(:now AS timestamptz) - make_interval(months => :months)`,
        { now, months },
      )
      .execute();
    return result.affected ?? 0;
  }

  /** Names requests by their requester for the audit trail. */
  requesterNames(): AuditTargetNamer {
    return namesFromRows(this.requests, (r) => `Request from ${r.name}`);
  }

  /** The requests matching the tab's filters (plain columns only), in no order yet. */
  private filtered(filter: CounselingFilter): SelectQueryBuilder<CounselingRequest> {
    const rows = this.requests.createQueryBuilder('r');
    if (filter.status !== undefined) rows.andWhere('r.status = :status', { status: filter.status });
    if (filter.urgency !== undefined)
      rows.andWhere('r.urgency = :urgency', { urgency: filter.urgency });
    if (filter.category !== undefined)
      rows.andWhere('r.category = :category', { category: filter.category });
    return rows;
  }
}
