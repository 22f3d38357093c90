import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { IsOptionalNotNull } from '../../../common/dto/optional';
import { SingleLine } from '../../../common/dto/transforms';
import type { EmailTemplate } from '../entities/email-template.entity';

const emptyToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' && !value.trim() ? null : value;

/** Spec §5 "Template form" (decorators run bottom-up: the "required" message wins). */
export class CreateTemplateDto {
  @ApiProperty({ example: 'Weekly Encouragement', maxLength: 200 })
  @SingleLine()
  @MaxLength(200, { message: 'Template name must be at most 200 characters' })
  @MinLength(1, { message: 'Template name is required' })
  @IsString({ message: 'Template name is required' })
  name: string;

  @ApiProperty({ example: 'A word of hope for this week, {{firstName}}', maxLength: 300 })
  @SingleLine()
  @MaxLength(300, { message: 'Subject must be at most 300 characters' })
  @MinLength(1, { message: 'Subject is required' })
  @IsString({ message: 'Subject is required' })
  subject: string;

  @ApiPropertyOptional({
    type: String,
    example: 'Dear {{firstName}},',
    nullable: true,
    maxLength: 500,
  })
  @Transform(emptyToNull)
  @IsOptional()
  @MaxLength(500, { message: 'Greeting must be at most 500 characters' })
  @IsString({ message: 'Greeting must be text' })
  greeting?: string | null;

  @ApiProperty({
    description:
      'Plain text; blank lines separate paragraphs. Merge fields: {{firstName}}, {{name}}',
    maxLength: 20000,
  })
  @MaxLength(20000, { message: 'Message must be at most 20000 characters' })
  @Matches(/\S/, { message: 'Message is required' })
  @IsString({ message: 'Message is required' })
  message: string;

  @ApiPropertyOptional({
    type: String,
    example: 'In His service,\nThe Ministry Team',
    nullable: true,
  })
  @Transform(emptyToNull)
  @IsOptional()
  @MaxLength(1000, { message: 'Signature must be at most 1000 characters' })
  @IsString({ message: 'Signature must be text' })
  signature?: string | null;

  @ApiPropertyOptional({ default: true })
  @IsOptionalNotNull()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}

/** PUT (Edit): any subset of the create fields; a required field sent as null is refused, not cleared. */
export class UpdateTemplateDto extends PartialType(CreateTemplateDto, {
  skipNullProperties: false,
}) {}

export class TemplateDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() subject: string;
  @ApiProperty({ type: String, nullable: true }) greeting: string | null;
  @ApiProperty() message: string;
  @ApiProperty({ type: String, nullable: true }) signature: string | null;
  @ApiProperty() isActive: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export function toTemplateResponse(t: EmailTemplate): TemplateDto {
  return {
    id: t.id,
    name: t.name,
    subject: t.subject,
    greeting: t.greeting,
    message: t.message,
    signature: t.signature,
    isActive: t.isActive,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export class EmailPreviewDto {
  @ApiProperty() subject: string;
  @ApiProperty({ description: 'The HTML part as a recipient sees it' }) html: string;
  @ApiProperty({ description: 'The plain-text part' }) text: string;
  @ApiProperty({ description: 'The sample recipient the merge fields were filled for' })
  recipient: string;
}
