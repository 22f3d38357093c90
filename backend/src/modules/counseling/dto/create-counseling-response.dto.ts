import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../../common/dto/transforms';
import { CounselingLimits, CounselingMessages as C } from '../counseling.constants';

export class CreateCounselingResponseDto {
  @ApiProperty({
    example:
      'Hannah, thank you for trusting us with this. We are praying for you this week; ' +
      'may we call you on Thursday evening?',
    description: 'Trimmed; must not be blank',
    maxLength: CounselingLimits.text,
  })
  @MaxLength(CounselingLimits.text, {
    message: `Response message must be at most ${CounselingLimits.text} characters`,
  })
  @MinLength(1, { message: C.responseRequired })
  @IsString({ message: C.responseRequired })
  @Trim()
  message: string;
}
