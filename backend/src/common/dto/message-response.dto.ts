import { ApiProperty } from '@nestjs/swagger';

export class MessageResponseDto {
  @ApiProperty({
    example: 'Thank you for sharing your story! It will be reviewed before being published.',
  })
  message: string;
}
