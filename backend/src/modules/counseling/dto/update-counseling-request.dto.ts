import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString } from 'class-validator';
import type { CounselingStatus } from '../entities/counseling-request.entity';
import { COUNSELING_STATUSES, CounselingMessages as C } from '../counseling.constants';

/** Any status may follow any other (spec §4). */
export class UpdateCounselingRequestDto {
  @ApiProperty({ enum: COUNSELING_STATUSES, example: 'in_progress' })
  @IsIn(COUNSELING_STATUSES, { message: C.status })
  @IsString({ message: C.statusRequired })
  status: CounselingStatus;
}
