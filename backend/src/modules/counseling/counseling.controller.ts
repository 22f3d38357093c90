import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { MemberOnly } from '../../common/access/access.decorators';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import { CounselingMessages } from './counseling.constants';
import { CounselingService } from './counseling.service';
import { CreateCounselingRequestDto } from './dto/create-counseling-request.dto';
import { PublicWrite } from '../../common/rate-limit/public-write.guard';

@ApiTags('counseling')
@Controller('api/counseling')
export class CounselingController {
  constructor(private readonly counseling: CounselingService) {}

  @Post()
  @MemberOnly()
  @PublicWrite('counseling')
  @ApiOperation({ summary: 'Request counseling; only administrators ever read it' })
  @ApiCreatedResponse({ type: MessageResponseDto })
  async submit(
    @Body() body: CreateCounselingRequestDto,
    @Req() req: Request,
  ): Promise<MessageResponseDto> {
    // The access guard has checked that the session's member exists.
    await this.counseling.submit(req.session.memberId as number, body);
    return { message: CounselingMessages.submitted };
  }
}
