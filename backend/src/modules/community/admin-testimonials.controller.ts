import { Body, Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Requires } from '../../common/access/access.decorators';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import type { SignedInUser } from '../../common/access/principals';
import { TestimonialMessages } from './community.constants';
import { AdminTestimonialDto, toAdminTestimonial } from './dto/testimonial-response.dto';
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
  @ApiOperation({ summary: 'Every testimony in any status, newest first' })
  @ApiOkResponse({ type: [AdminTestimonialDto] })
  async list(): Promise<AdminTestimonialDto[]> {
    return (await this.testimonials.listAll()).map(toAdminTestimonial);
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
