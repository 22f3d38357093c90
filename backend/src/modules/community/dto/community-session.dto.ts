import { ApiProperty } from '@nestjs/swagger';
import type { CommunityMember } from '../entities/community-member.entity';

export class SessionMemberDto {
  @ApiProperty({ example: 'Ruth Moabite', description: 'First and last name' })
  name: string;

  @ApiProperty({ example: '2025-01-12T18:30:00.000Z', description: 'When the member signed up' })
  joinedAt: Date;
}

/** The member session as the community page sees it: a name and a date, nothing private. */
export class CommunitySessionDto {
  @ApiProperty({ example: true }) isLoggedIn: boolean;

  @ApiProperty({ type: SessionMemberDto, nullable: true })
  member: SessionMemberDto | null;
}

export function toCommunitySession(member: CommunityMember | null): CommunitySessionDto {
  if (!member) return { isLoggedIn: false, member: null };
  return {
    isLoggedIn: true,
    member: { name: `${member.firstName} ${member.lastName}`, joinedAt: member.createdAt },
  };
}
