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
    example:
      'This week we hold on to the promise that His mercies are new every morning ' +
      '(Lamentations 3:22-23).\n\nJoin us on Friday evening for Shabbat fellowship: ' +
      'there is a seat for you at the table.',
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

  @ApiPropertyOptional({ default: true, example: true })
  @IsOptionalNotNull()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}

/** PUT (Edit): any subset of the create fields; a required field sent as null is refused, not cleared. */
export class UpdateTemplateDto extends PartialType(CreateTemplateDto, {
  skipNullProperties: false,
}) {}

export class TemplateDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'Weekly Encouragement' }) name: string;
  @ApiProperty({ example: 'A word of hope for this week, {{firstName}}' }) subject: string;
  @ApiProperty({ type: String, nullable: true, example: 'Dear {{firstName}},' })
  greeting: string | null;

  @ApiProperty({
    example:
      'This week we hold on to the promise that His mercies are new every morning ' +
      '(Lamentations 3:22-23).\n\nJoin us on Friday evening for Shabbat fellowship: ' +
      'there is a seat for you at the table.',
  })
  message: string;

  @ApiProperty({ type: String, nullable: true, example: 'In His service,\nThe Ministry Team' })
  signature: string | null;

  @ApiProperty({ example: true }) isActive: boolean;
  @ApiProperty({ format: 'date-time', example: '2025-01-06T10:30:00.000Z' }) createdAt: string;
  @ApiProperty({ format: 'date-time', example: '2025-02-17T15:45:00.000Z' }) updatedAt: string;
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
  @ApiProperty({ example: 'A word of hope for this week, Sarah' }) subject: string;

  @ApiProperty({
    example:
      '<!doctype html><html><body><p style="margin:0 0 16px">Dear Sarah,</p>' +
      '<p style="margin:0 0 16px">This week we hold on to the promise that His mercies are new ' +
      'every morning (Lamentations 3:22-23).</p></body></html>',
    description: 'The HTML part as a recipient sees it',
  })
  html: string;

  @ApiProperty({
    example:
      'Dear Sarah,\n\nThis week we hold on to the promise that His mercies are new every morning ' +
      '(Lamentations 3:22-23).\n\nIn His service,\nThe Ministry Team',
    description: 'The plain-text part',
  })
  text: string;

  @ApiProperty({
    example: 'Sarah Johnson <sarah.johnson@example.com>',
    description: 'The sample recipient the merge fields were filled for',
  })
  recipient: string;

  @ApiPropertyOptional({
    example: 'es',
    description:
      "A campaign's preview: the language it is written in (the version of the language asked for, else the site's default language)",
  })
  language?: string;
}
