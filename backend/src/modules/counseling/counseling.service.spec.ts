import type { EventEmitter2 } from '@nestjs/event-emitter';
import { QueryFailedError } from 'typeorm';
import { DomainEvents } from '../../common/events/domain-events';
import type { UsersService } from '../auth/users.service';
import { CounselingRequestNotFoundError, MemberSignedOutError } from './counseling.errors';
import type {
  CounselingRepository,
  NewCounselingRequest,
  NewCounselingResponse,
} from './counseling.repository';
import { CounselingService } from './counseling.service';
import type { CreateCounselingRequestDto } from './dto/create-counseling-request.dto';
import type { CounselingRequest } from './entities/counseling-request.entity';
import type { CounselingResponse } from './entities/counseling-response.entity';

/** Requests and responses in memory: the repository's methods over two arrays. */
class FakeCounselingRepository implements Pick<CounselingRepository, keyof CounselingRepository> {
  requests: CounselingRequest[] = [];
  responses: CounselingResponse[] = [];
  /** Members that exist (the foreign key of a request). */
  members = new Set([1]);
  private nextId = 1;

  async insertRequest(fields: NewCounselingRequest) {
    if (fields.memberId !== null && !this.members.has(fields.memberId))
      throw new QueryFailedError('INSERT', [], Object.assign(new Error('fk'), { code: '23503' }));
    const now = new Date();
    const request: CounselingRequest = {
      ...fields,
      id: this.nextId++,
      submittedAt: now,
      createdAt: now,
      assignedTo: null,
      lastResponseAt: null,
      closedAt: null,
    };
    this.requests.push(request);
    return { ...request };
  }
  async triage() {
    return [...this.requests];
  }
  async page() {
    return [[...this.requests], this.requests.length] as [CounselingRequest[], number];
  }
  async summary() {
    return { total: 0, pending: 0, inProgress: 0, completed: 0, closed: 0, urgent: 0 };
  }
  async findRequest(id: number) {
    const request = this.requests.find((r) => r.id === id);
    return request ? { ...request } : null;
  }
  async saveRequest(request: CounselingRequest) {
    this.requests = this.requests.map((r) => (r.id === request.id ? { ...request } : r));
    return request;
  }
  async responsesOf(ids: number[]) {
    return this.responses.filter((r) => ids.includes(r.counselingRequestId));
  }
  async findResponse(requestId: number, responseId: number) {
    return (
      this.responses.find((r) => r.id === responseId && r.counselingRequestId === requestId) ?? null
    );
  }
  async countResponses(ids: number[]) {
    const counts = new Map<number, number>();
    for (const r of await this.responsesOf(ids))
      counts.set(r.counselingRequestId, (counts.get(r.counselingRequestId) ?? 0) + 1);
    return counts;
  }
  async addResponse(
    requestId: number,
    fields: NewCounselingResponse,
    change: (request: CounselingRequest) => void,
  ) {
    const request = await this.findRequest(requestId);
    if (!request) return null;
    const response = { ...fields, id: this.nextId++, counselingRequestId: requestId };
    this.responses.push(response);
    change(request);
    await this.saveRequest(request);
    return { request, response };
  }
  async requestsOfMember(memberId: number) {
    return this.requests.filter((r) => r.memberId === memberId);
  }
  async deleteRequestsOfMember(memberId: number, email: string) {
    this.requests = this.requests.filter(
      (r) => r.memberId !== memberId && r.email.toLowerCase() !== email.toLowerCase(),
    );
  }
  async deleteRequest(id: number) {
    const before = this.requests.length;
    this.requests = this.requests.filter((r) => r.id !== id);
    return this.requests.length < before;
  }
  async deleteClosedBefore() {
    return 0;
  }
  requesterNames() {
    return async () => new Map<string, string>();
  }
}

const input: CreateCounselingRequestDto = {
  name: 'Miriam Cohen',
  email: 'typed@example.org',
  category: 'Spiritual Growth',
  background: 'Background',
  currentSituation: 'Situation',
  specificNeeds: 'Needs',
};
const member = { id: 1, email: 'miriam@example.org' };

describe('CounselingService', () => {
  let repository: FakeCounselingRepository;
  let announced: [string, unknown][];
  let service: CounselingService;

  beforeEach(() => {
    repository = new FakeCounselingRepository();
    announced = [];
    const events = {
      emitAsync: async (name: string, event: unknown) => {
        announced.push([name, event]);
        return [];
      },
    };
    const users = {
      displayNames: async (ids: number[]) => new Map(ids.map((id) => [id, `Pastor ${id}`])),
    };
    service = new CounselingService(
      repository as unknown as CounselingRepository,
      events as unknown as EventEmitter2,
      users as unknown as UsersService,
    );
  });

  it("files a pending request with the account's address and the defaults", async () => {
    const request = await service.submit(member, input);
    expect(request).toMatchObject({
      email: 'miriam@example.org',
      status: 'pending',
      urgency: 'normal',
      preferredContact: 'email',
      phone: null,
      memberId: 1,
    });
  });

  it('answers a member deleted since the access check as signed out', async () => {
    await expect(service.submit({ id: 2, email: 'gone@example.org' }, input)).rejects.toThrow(
      MemberSignedOutError,
    );
  });

  describe('status', () => {
    it('starts the retention period when closed, keeps it when closed again, stops it on reopening', async () => {
      const { id } = await service.submit(member, input);
      const closed = (await service.setStatus(id, 'closed')).request;
      expect(closed.status).toBe('closed');
      expect(closed.closedAt).toBeInstanceOf(Date);
      const closedAt = closed.closedAt;
      expect((await service.setStatus(id, 'closed')).request.closedAt).toEqual(closedAt);
      const reopened = (await service.setStatus(id, 'in_progress')).request;
      expect(reopened).toMatchObject({ status: 'in_progress', closedAt: null });
    });

    it('says "Counseling request not found" for an unknown id', async () => {
      await expect(service.setStatus(9, 'completed')).rejects.toThrow(
        CounselingRequestNotFoundError,
      );
      await expect(service.detail(9)).rejects.toThrow('Counseling request not found');
      await expect(service.listResponses(9)).rejects.toThrow(CounselingRequestNotFoundError);
      await expect(service.delete(9)).rejects.toThrow(CounselingRequestNotFoundError);
    });
  });

  describe('respond', () => {
    it('moves a pending request to in progress, stamps the answer and announces it', async () => {
      const { id } = await service.submit(member, input);
      const answer = await service.respond(id, 'We are praying with you.', 7);
      expect(answer).toMatchObject({ responderName: 'Pastor 7' });
      const stored = await service.detail(id);
      expect(stored.request.status).toBe('in_progress');
      expect(stored.request.lastResponseAt).toEqual(answer.response.sentAt);
      expect(stored.responseCount).toBe(1);
      expect(announced).toEqual([
        [
          DomainEvents.counselingResponseCreated,
          expect.objectContaining({
            counselingRequestId: id,
            responseId: answer.response.id,
            email: 'miriam@example.org',
            message: 'We are praying with you.',
          }),
        ],
      ]);
    });

    it('leaves any other status as it is', async () => {
      const { id } = await service.submit(member, input);
      await service.setStatus(id, 'completed');
      await service.respond(id, 'One more word.', 7);
      expect((await service.detail(id)).request.status).toBe('completed');
    });

    it('stores and announces nothing for an unknown request', async () => {
      await expect(service.respond(9, 'Hello', 7)).rejects.toThrow(CounselingRequestNotFoundError);
      expect(repository.responses).toEqual([]);
      expect(announced).toEqual([]);
    });
  });

  it("gives a member their requests with the ministry's answers, and forgets them when erased", async () => {
    const { id } = await service.submit(member, input);
    await service.respond(id, 'First answer', 7);
    const mine = await service.listForMember(1);
    expect(mine).toHaveLength(1);
    expect(mine[0].responses.map((r) => r.response.message)).toEqual(['First answer']);
    await service.onMemberErased({ memberId: 1, email: 'MIRIAM@example.org' });
    expect(await service.listForMember(1)).toEqual([]);
  });
});
