import { ApiProperty } from '@nestjs/swagger';

export class MessageResponseDto {
  @ApiProperty() message: string;
}
