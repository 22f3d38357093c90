import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Requires } from '../../common/access/access.decorators';
import { ParseIdPipe } from '../../common/http/parse-id.pipe';
import { CreateScriptureDto, ScriptureDto, UpdateScriptureDto } from './scripture.dto';
import { SCRIPTURE_NOT_FOUND } from './scriptures.errors';
import { ScripturesService } from './scriptures.service';
import { Audit } from '../../common/audit/audit.decorator';

@ApiTags('admin scriptures')
@Requires('scriptures.write')
@Controller('api/admin/scriptures')
export class ScripturesAdminController {
  constructor(private readonly scriptures: ScripturesService) {}

  @Get()
  @ApiOperation({ summary: 'Every scripture, newest first' })
  @ApiOkResponse({ type: ScriptureDto, isArray: true })
  list(): Promise<ScriptureDto[]> {
    return this.scriptures.all();
  }

  @Post()
  @ApiOperation({ summary: 'Add a scripture' })
  @ApiCreatedResponse({ type: ScriptureDto })
  @ApiBadRequestResponse({ description: 'A field breaks a rule of spec §5' })
  @Audit('scripture.create', { target: 'scripture' })
  create(@Body() body: CreateScriptureDto): Promise<ScriptureDto> {
    return this.scriptures.create(body);
  }

  @Put(':id')
  @ApiOperation({
    summary:
      'Edit a scripture: the full form { text, reference, isActive }, or only { displayOnHome }',
  })
  @ApiOkResponse({ type: ScriptureDto })
  @ApiNotFoundResponse({ description: SCRIPTURE_NOT_FOUND })
  @Audit('scripture.update', { target: 'scripture' })
  update(
    @Param('id', new ParseIdPipe(SCRIPTURE_NOT_FOUND)) id: number,
    @Body() body: UpdateScriptureDto,
  ): Promise<ScriptureDto> {
    return this.scriptures.update(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a scripture' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: SCRIPTURE_NOT_FOUND })
  @Audit('scripture.delete', { target: 'scripture' })
  remove(@Param('id', new ParseIdPipe(SCRIPTURE_NOT_FOUND)) id: number): Promise<void> {
    return this.scriptures.remove(id);
  }
}
