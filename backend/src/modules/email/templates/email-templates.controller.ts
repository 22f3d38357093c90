import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Requires } from '../../../common/access/access.decorators';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import {
  CreateTemplateDto,
  EmailPreviewDto,
  TemplateDto,
  toTemplateResponse,
  UpdateTemplateDto,
} from '../dto/template.dto';
import { EmailPreviewService } from '../campaigns/email-preview.service';
import { EmailTemplatesService, TEMPLATE_NOT_FOUND } from './email-templates.service';

const TemplateId = () => Param('id', new ParseIdPipe(TEMPLATE_NOT_FOUND));

@ApiTags('email')
@Controller('api/email/templates')
@Requires('email.templates')
export class EmailTemplatesController {
  constructor(
    private readonly templates: EmailTemplatesService,
    private readonly previews: EmailPreviewService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'All e-mail templates, newest first' })
  @ApiOkResponse({ type: [TemplateDto] })
  async list(): Promise<TemplateDto[]> {
    return (await this.templates.list()).map(toTemplateResponse);
  }

  @Post()
  @ApiOperation({ summary: 'Create a template' })
  @ApiCreatedResponse({ type: TemplateDto })
  @ApiBadRequestResponse({ description: 'Validation failed (spec §5 messages)' })
  async create(@Body() body: CreateTemplateDto): Promise<TemplateDto> {
    return toTemplateResponse(await this.templates.create(body));
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Edit a template (campaigns already sending keep the text they started with)',
  })
  @ApiOkResponse({ type: TemplateDto })
  @ApiNotFoundResponse({ description: 'Unknown template' })
  async update(@TemplateId() id: number, @Body() body: UpdateTemplateDto): Promise<TemplateDto> {
    return toTemplateResponse(await this.templates.update(id, body));
  }

  @Get(':id/preview')
  @ApiOperation({ summary: 'The template rendered for a sample recipient' })
  @ApiOkResponse({ type: EmailPreviewDto })
  @ApiNotFoundResponse({ description: 'Unknown template' })
  async preview(@TemplateId() id: number): Promise<EmailPreviewDto> {
    return this.previews.template(await this.templates.get(id));
  }
}
