import { ApiProperty } from '@nestjs/swagger';
import type { SignedInUser } from '../../../common/access/principals';

/** What the client learns about a user account: never the password hash. */
export class UserResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() username: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
  @ApiProperty() isAdmin: boolean;
  @ApiProperty() createdAt: Date;
}

export function toUserResponse(user: SignedInUser): UserResponseDto {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt,
  };
}
