import { ApiProperty } from '@nestjs/swagger';
import type { CommunityMember } from '../entities/community-member.entity';

/** A member as the admin screen sees it: every field of spec §3. */
export class CommunityMemberDto {
  @ApiProperty() id: number;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: Number, nullable: true }) age: number | null;
  @ApiProperty({ type: String, nullable: true }) sex: string | null;
  @ApiProperty({ type: String, nullable: true }) maritalStatus: string | null;
  @ApiProperty({ type: String, nullable: true }) spiritualLevel: string | null;
  @ApiProperty({ type: [String] }) needs: string[];
  @ApiProperty({ type: [String] }) interests: string[];
  @ApiProperty({ type: String, nullable: true }) city: string | null;
  @ApiProperty({ type: String, nullable: true }) state: string | null;
  @ApiProperty({ type: String, nullable: true }) country: string | null;
  @ApiProperty({ type: String, nullable: true }) occupation: string | null;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty() subscribeToEmails: boolean;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}

export function toCommunityMemberResponse(member: CommunityMember): CommunityMemberDto {
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
    notes: member.notes,
    subscribeToEmails: member.subscribeToEmails,
    createdAt: member.createdAt,
    updatedAt: member.updatedAt,
  };
}
