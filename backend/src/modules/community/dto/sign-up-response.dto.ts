import { ApiProperty } from '@nestjs/swagger';
import { CommunitySessionDto } from './community-session.dto';
import { SignInMessages } from '../community.constants';

/**
 * The answer to a sign-up, the same for a new address and a member's: not signed in (the link e-mailed
 * to the address signs in), and what to do next.
 */
export class SignUpResponseDto extends CommunitySessionDto {
  @ApiProperty({ example: SignInMessages.joined })
  message: string;
}

export const SIGN_UP_RESPONSE: SignUpResponseDto = {
  isLoggedIn: false,
  member: null,
  message: SignInMessages.joined,
};
