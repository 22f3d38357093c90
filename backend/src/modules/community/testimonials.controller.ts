import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { CurrentMember } from '../../common/access/current-user.decorator';
import type { SignedInMember } from '../../common/access/principals';
import { MemberOnly, Public } from '../../common/access/access.decorators';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import { TestimonialMessages } from './community.constants';
import { CreateTestimonialDto } from './dto/create-testimonial.dto';
import { TestimonialQueryDto } from './dto/testimonial-query.dto';
import {
  PublicTestimonialDto,
  PublicTestimonialsPageDto,
  toPublicTestimonial,
} from './dto/testimonial-response.dto';
import { PUBLIC_TESTIMONIALS_CAP, TestimonialsService } from './testimonials.service';
import { wantsPage } from '../../common/dto/page-query.dto';
import { PublicWrite } from '../../common/rate-limit/public-write.guard';

@ApiTags('community')
@Controller('api/testimonials')
export class TestimonialsController {
  constructor(private readonly testimonials: TestimonialsService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'Approved testimonies, newest first',
    description:
      `Without page and pageSize: the spec's plain array of the newest ${PUBLIC_TESTIMONIALS_CAP} ` +
      'approved testimonies. With either: one page of all of them, with their number.',
  })
  @ApiExtraModels(PublicTestimonialsPageDto)
  @ApiOkResponse({
    schema: {
      anyOf: [
        { type: 'array', items: { $ref: getSchemaPath(PublicTestimonialDto) } },
        { $ref: getSchemaPath(PublicTestimonialsPageDto) },
      ],
    },
  })
  async list(
    @Query() query: TestimonialQueryDto,
  ): Promise<PublicTestimonialDto[] | PublicTestimonialsPageDto> {
    if (!wantsPage(query))
      return (await this.testimonials.listApproved(query.category)).map(toPublicTestimonial);
    const page = await this.testimonials.pageApproved(query);
    return { ...page, items: page.items.map(toPublicTestimonial) };
  }

  @Get('featured')
  @Public()
  @ApiOperation({
    summary: `Approved and featured testimonies, newest first (at most ${PUBLIC_TESTIMONIALS_CAP})`,
  })
  @ApiOkResponse({ type: [PublicTestimonialDto] })
  async featured(): Promise<PublicTestimonialDto[]> {
    return (await this.testimonials.listFeatured()).map(toPublicTestimonial);
  }

  @Post()
  @MemberOnly()
  @PublicWrite('testimony')
  @ApiOperation({ summary: 'Share a testimony; published after an administrator approves it' })
  @ApiCreatedResponse({ type: MessageResponseDto })
  async submit(
    @Body() body: CreateTestimonialDto,
    @CurrentMember() member: SignedInMember,
  ): Promise<MessageResponseDto> {
    await this.testimonials.submit(member, body);
    return { message: TestimonialMessages.submitted };
  }
}
