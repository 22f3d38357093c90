import { ApiProperty } from '@nestjs/swagger';
import type { CommunityMember } from '../entities/community-member.entity';

/** A member as the admin screen sees it: every field of spec §3 (the notes by permission). */
export class CommunityMemberDto {
  @ApiProperty({ example: 17 }) id: number;
  @ApiProperty({ example: 'Ruth' }) firstName: string;
  @ApiProperty({ example: 'Moabite' }) lastName: string;
  @ApiProperty({ example: 'ruth@example.org' }) email: string;
  @ApiProperty({ type: String, nullable: true, example: '+1 555 0101' }) phone: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 34 }) age: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'female' }) sex: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'widowed' }) maritalStatus: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'growing' }) spiritualLevel: string | null;
  @ApiProperty({ type: [String], example: ['prayer', 'bible_study'] }) needs: string[];
  @ApiProperty({ type: [String], example: ['worship', 'women_ministry'] }) interests: string[];
  @ApiProperty({ type: String, nullable: true, example: 'Springfield' }) city: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Illinois' }) state: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'United States' }) country: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Nurse' }) occupation: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'I would love to join a midweek Bible study group.',
    description:
      "The member's own words to the ministry; null for a role without `members.profile` " +
      '(Communications sees the contact and targeting fields only)',
  })
  notes: string | null;

  @ApiProperty({ example: true }) subscribeToEmails: boolean;
  @ApiProperty({ example: '2025-01-12T18:30:00.000Z' }) createdAt: Date;
  @ApiProperty({ example: '2025-02-03T09:05:00.000Z' }) updatedAt: Date;
}

/**
 * The member as the admin screen sees it; without `profile` (a role lacking `members.profile`) the
 * pastoral notes are withheld (null).
 */
export function toCommunityMemberResponse(
  member: CommunityMember,
  profile = true,
): CommunityMemberDto {
  return {
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    phone: member.phone,
    age: member.age,
    sex: member.sex,
    maritalStatus: member.maritalStatus,
    spiritualLevel: member.spiritualLevel,
    needs: member.needs,
    interests: member.interests,
    city: member.city,
    state: member.state,
    country: member.country,
    occupation: member.occupation,
    notes: profile ? member.notes : null,
    subscribeToEmails: member.subscribeToEmails,
    createdAt: member.createdAt,
    updatedAt: member.updatedAt,
  };
}

/** One page of the members matching the filters, with both counts the screen shows. */
export class CommunityMembersPageDto {
  @ApiProperty({ type: [CommunityMemberDto] })
  items: CommunityMemberDto[];

  @ApiProperty({ description: 'Members matching the filters', example: 42 })
  total: number;

  @ApiProperty({ description: 'All members, filters aside', example: 1250 })
  totalMembers: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 20 })
  pageSize: number;
}

/** The admin screen's summary cards, counted in one query (not from a loaded list). */
export class CommunityMembersSummaryDto {
  @ApiProperty({ example: 1250 })
  total: number;

  @ApiProperty({ description: 'Members who accept e-mail', example: 980 })
  subscribers: number;

  @ApiProperty({ description: "Spiritual level 'new_believer'", example: 37 })
  newBelievers: number;

  @ApiProperty({ description: "Needs include 'prayer'", example: 212 })
  needPrayer: number;
}
