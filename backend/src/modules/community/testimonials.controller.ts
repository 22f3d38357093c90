import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { MemberOnly, Public } from '../../common/access/access.decorators';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import { TestimonialMessages } from './community.constants';
import { CreateTestimonialDto } from './dto/create-testimonial.dto';
import { TestimonialQueryDto } from './dto/testimonial-query.dto';
import { PublicTestimonialDto, toPublicTestimonial } from './dto/testimonial-response.dto';
import { TestimonialsService } from './testimonials.service';
import { PublicWrite } from '../../common/rate-limit/public-write.guard';

@ApiTags('community')
@Controller('api/testimonials')
export class TestimonialsController {
  constructor(private readonly testimonials: TestimonialsService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Approved testimonies, newest first' })
  @ApiOkResponse({ type: [PublicTestimonialDto] })
  async list(@Query() query: TestimonialQueryDto): Promise<PublicTestimonialDto[]> {
    return (await this.testimonials.listApproved(query.category)).map(toPublicTestimonial);
  }

  @Get('featured')
  @Public()
  @ApiOperation({ summary: 'Approved and featured testimonies, newest first' })
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
    @Req() req: Request,
  ): Promise<MessageResponseDto> {
    // The access guard has checked that the session's member exists.
    await this.testimonials.submit(req.session.memberId as number, body);
    return { message: TestimonialMessages.submitted };
  }
}
