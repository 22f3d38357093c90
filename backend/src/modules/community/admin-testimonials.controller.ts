import { Body, Controller, Delete, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { Requires } from '../../common/access/access.decorators';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import type { SignedInUser } from '../../common/access/principals';
import { TestimonialMessages } from './community.constants';
import {
  AdminTestimonialDto,
  AdminTestimonialsPageDto,
  AdminTestimonialsSummaryDto,
  toAdminTestimonial,
} from './dto/testimonial-response.dto';
import { AdminTestimonialQueryDto } from './dto/admin-testimonial-query.dto';
import { wantsPage } from '../../common/dto/page-query.dto';
import { UpdateTestimonialDto } from './dto/update-testimonial.dto';
import { ParseIdPipe } from '../../common/http/parse-id.pipe';
import { TestimonialsService } from './testimonials.service';
import { Audit } from '../../common/audit/audit.decorator';

@ApiTags('admin')
@Requires('testimonials.moderate')
@Controller('api/admin/testimonials')
export class AdminTestimonialsController {
  constructor(private readonly testimonials: TestimonialsService) {}

  @Get()
  @ApiOperation({
    summary: 'Every testimony in any status, newest first; one page when page or pageSize is given',
    description:
      "Without page and pageSize: the spec's plain array of every testimony (the filters apply when " +
      'given). With either: one page of the filtered testimonies in the chosen order, with the number ' +
      'that match.',
  })
  @ApiExtraModels(AdminTestimonialsPageDto)
  @ApiOkResponse({
    schema: {
      anyOf: [
        { type: 'array', items: { $ref: getSchemaPath(AdminTestimonialDto) } },
        { $ref: getSchemaPath(AdminTestimonialsPageDto) },
      ],
    },
  })
  @ApiBadRequestResponse({ type: MessageResponseDto })
  async list(
    @Query() query: AdminTestimonialQueryDto,
  ): Promise<AdminTestimonialDto[] | AdminTestimonialsPageDto> {
    if (!wantsPage(query)) return (await this.testimonials.listAll(query)).map(toAdminTestimonial);
    const page = await this.testimonials.pageAll(query);
    return { ...page, items: page.items.map(toAdminTestimonial) };
  }

  @Get('summary')
  @ApiOperation({ summary: 'The counts of the Testimonials tab, counted by the database' })
  @ApiOkResponse({ type: AdminTestimonialsSummaryDto })
  summary(): Promise<AdminTestimonialsSummaryDto> {
    return this.testimonials.summary();
  }

  @Put(':id')
  @ApiOperation({ summary: 'Approve, reject, feature or unfeature' })
  @ApiOkResponse({ type: AdminTestimonialDto })
  @ApiBadRequestResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: MessageResponseDto })
  @Audit('testimonial.moderate', { target: 'testimonial', values: ['status', 'featured'] })
  async update(
    @Param('id', new ParseIdPipe(TestimonialMessages.notFound)) id: number,
    @Body() body: UpdateTestimonialDto,
    @CurrentUser() admin: SignedInUser,
  ): Promise<AdminTestimonialDto> {
    return toAdminTestimonial(await this.testimonials.update(id, body, admin.username));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a testimony' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: MessageResponseDto })
  @Audit('testimonial.delete', { target: 'testimonial' })
  async remove(
    @Param('id', new ParseIdPipe(TestimonialMessages.notFound)) id: number,
  ): Promise<void> {
    await this.testimonials.delete(id);
  }
}
