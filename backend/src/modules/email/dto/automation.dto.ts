import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { SingleLine } from '../../../common/dto/transforms';
import { MAX_STEPS } from '../automations/automations.constants';
import type { SeriesView } from '../automations/automations.service';
import { AUTOMATION_KINDS } from '../entities/automation.entity';

export class AutomationStepInputDto {
  @ApiPropertyOptional({ example: 4, description: 'The id of a step kept; none for a new step' })
  @IsOptional()
  @Max(2147483647, { message: 'A step to keep is not a step of this series' })
  @Min(1, { message: 'A step to keep is not a step of this series' })
  @IsInt({ message: 'A step to keep is not a step of this series' })
  id?: number;

  @ApiProperty({
    example: 3,
    minimum: 0,
    maximum: 365,
    description: 'Days after the previous message',
  })
  @Max(365, { message: 'Delay must be between 0 and 365 days' })
  @Min(0, { message: 'Delay must be between 0 and 365 days' })
  @IsInt({ message: 'Delay must be a whole number of days' })
  delayDays: number;

  @ApiProperty({ example: 'Welcome, {{firstName}}', maxLength: 300 })
  @SingleLine()
  @MaxLength(300, { message: 'Subject must be at most 300 characters' })
  @MinLength(1, { message: 'Subject is required' })
  @IsString({ message: 'Subject is required' })
  subject: string;

  @ApiProperty({ example: 'We are glad you are here.', maxLength: 20000 })
  @MaxLength(20000, { message: 'Message must be at most 20000 characters' })
  @MinLength(1, { message: 'Message is required' })
  @IsString({ message: 'Message is required' })
  body: string;
}

export class UpdateAutomationDto {
  @ApiPropertyOptional({ example: true, description: 'On: new people are enrolled and mailed' })
  @IsOptional()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;

  @ApiPropertyOptional({
    type: [AutomationStepInputDto],
    description: 'Every step in order (replaces them: steps left out are deleted)',
  })
  @IsOptional()
  @ArrayMaxSize(MAX_STEPS, { message: `At most ${MAX_STEPS} steps` })
  @ValidateNested({ each: true })
  @Type(() => AutomationStepInputDto)
  @IsArray({ message: 'Steps must be a list' })
  steps?: AutomationStepInputDto[];
}

export class AutomationStepDto {
  @ApiProperty({ example: 4 }) id: number;
  @ApiProperty({ example: 0, description: '0 for the first message' }) position: number;
  @ApiProperty({ example: 3 }) delayDays: number;
  @ApiProperty({ example: 'Welcome, {{firstName}}' }) subject: string;
  @ApiProperty({ example: 'We are glad you are here.' }) body: string;
  @ApiProperty({ example: 12, description: 'People whose next message is this one' })
  waiting: number;
}

export class AutomationDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ enum: AUTOMATION_KINDS, example: 'member_welcome' }) kind: string;
  @ApiProperty({ example: 'Welcome series for new members' }) name: string;
  @ApiProperty({ example: 'New members who asked for e-mail updates' }) who: string;
  @ApiProperty({ example: false }) enabled: boolean;
  @ApiProperty({ type: [AutomationStepDto] }) steps: AutomationStepDto[];
  @ApiProperty({ example: 40, description: 'People who got every message' }) completed: number;
  @ApiProperty({
    example: 3,
    description: 'People whose series stopped (unsubscribed, suppressed, left)',
  })
  stopped: number;
}

export const toAutomationResponse = (view: SeriesView): AutomationDto => ({ ...view });
