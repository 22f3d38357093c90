import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/access/access.decorators';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import { PublicCacheService } from '../content-cache/public-cache.service';
import { WeeklyScriptureDto } from './scripture.dto';
import { NO_WEEKLY_SCRIPTURE } from './scriptures.errors';
import { ScripturesService } from './scriptures.service';

@ApiTags('scripture')
@Controller('api/scripture')
export class ScripturesController {
  constructor(
    private readonly scriptures: ScripturesService,
    private readonly cache: PublicCacheService,
  ) {}

  @Get('weekly')
  @Public()
  @ApiOperation({
    summary: 'The weekly scripture: the active one most recently set to show on home',
  })
  @ApiOkResponse({ type: WeeklyScriptureDto })
  @ApiNotFoundResponse({ type: MessageResponseDto, description: NO_WEEKLY_SCRIPTURE })
  async weekly(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.cache.respond(req, res, { topic: 'scriptures' }, async () =>
      JSON.stringify(await this.scriptures.weekly()),
    );
  }
}
