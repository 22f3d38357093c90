import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class MessageResponseDto {
  @ApiProperty({
    example: 'Thank you for sharing your story! It will be reviewed before being published.',
  })
  message: string;

  @ApiPropertyOptional({
    description:
      'A stable name of an answer that a screen tells from another of the same status whatever the ' +
      "language of its message: `account_deactivated` (sign-in's 401), `second_step_over` (the " +
      "two-factor step's 401 or 429: sign in again)",
    example: 'account_deactivated',
  })
  code?: string;
}
