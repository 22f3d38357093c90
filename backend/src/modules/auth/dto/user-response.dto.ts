import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type Permission,
  PERMISSIONS,
  permissionsOf,
  STAFF_ROLES,
  type StaffRole,
} from '../../../common/access/permissions';
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

  @ApiProperty({ example: true, description: 'True for any active staff account' })
  isAdmin: boolean;

  @ApiProperty({
    type: String,
    enum: STAFF_ROLES,
    nullable: true,
    example: 'administrator',
    description: 'The staff role; null for an account that is not staff',
  })
  role: StaffRole | null;

  @ApiProperty({
    enum: Object.keys(PERMISSIONS),
    isArray: true,
    example: ['counseling.read', 'counseling.respond'],
    description: "What the role may do; the server checks each staff route's permission",
  })
  permissions: Permission[];

  @ApiProperty({ example: '2024-11-04T10:00:00.000Z' }) createdAt: Date;

  @ApiPropertyOptional({
    example: true,
    description:
      'Present (true) only while two-factor sign-in is required and this account has none: every staff ' +
      'route but the two-factor enrolment ones answers 403 until one is set up',
  })
  twoFactorSetupRequired?: boolean;
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
    role: user.role,
    permissions: permissionsOf(user.role),
    createdAt: user.createdAt,
  };
}
