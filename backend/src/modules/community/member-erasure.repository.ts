import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { forgetMemberSessions } from '../../common/http/session';
import { CommunityMember } from './entities/community-member.entity';
import { Testimonial } from './entities/testimonial.entity';

/** The community's part of erasing a member: their testimonies, their row, their sessions. */
@Injectable()
export class MemberErasureRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * In one transaction: the member's approved testimonies stay, published, as 'Anonymous' and
   * linked to nobody; their other testimonies (pending, rejected) and the member row (a pending
   * e-mail change and open sign-ins go with it) are deleted. A testimony is the member's when it is
   * linked to them or was given with their address.
   */
  async eraseMemberAndTestimonies(memberId: number, email: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const theirs = '(member_id = :memberId OR lower(email) = :email)';
      const params = { memberId, email: email.toLowerCase() };
      await manager
        .createQueryBuilder()
        .update(Testimonial)
        .set({ name: 'Anonymous', email: '', isAnonymous: true, memberId: null })
        .where(`${theirs} AND status = 'approved'`, params)
        .execute();
      await manager.createQueryBuilder().delete().from(Testimonial).where(theirs, params).execute();
      await manager.getRepository(CommunityMember).delete({ id: memberId });
    });
  }

  /** Every stored session forgets the member (an administrator signed in beside them stays). */
  async forgetSessions(memberId: number): Promise<void> {
    await forgetMemberSessions((sql, params) => this.dataSource.query(sql, params), memberId);
  }
}
