import { ApiProperty } from '@nestjs/swagger';
import type { SignedInUser } from '../../../common/access/principals';

/** What the client learns about a user account: never the password hash. */
export class UserResponseDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'admin' }) username: string;
  @ApiProperty({ type: String, nullable: true, example: 'james@example.org' }) email: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'James' }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Carter' }) lastName: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://example.org/images/staff/james-carter.jpg',
  })
  profileImageUrl: string | null;

  @ApiProperty({ example: true }) isAdmin: boolean;
  @ApiProperty({ example: '2024-11-04T10:00:00.000Z' }) createdAt: Date;
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
