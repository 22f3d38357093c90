import { Body, Controller, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentMember } from '../../common/access/current-user.decorator';
import type { SignedInMember } from '../../common/access/principals';
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
    @CurrentMember() member: SignedInMember,
  ): Promise<MessageResponseDto> {
    await this.counseling.submit(member, body);
    return { message: CounselingMessages.submitted };
  }
}
