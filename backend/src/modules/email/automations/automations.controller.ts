import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { Requires } from '../../../common/access/access.decorators';
import { Audit } from '../../../common/audit/audit.decorator';
import { AutomationDto, toAutomationResponse, UpdateAutomationDto } from '../dto/automation.dto';
import { AUTOMATION_KINDS } from '../entities/automation.entity';
import { AUTOMATION_NOT_FOUND } from './automations.errors';
import { AutomationsService } from './automations.service';

/** The audit trail's type of a series (its name is provided by the email module). */
export const AUTOMATION_TARGET = 'email.automation';

/** The welcome series: whoever sends campaigns writes them and turns them on. */
@ApiTags('email')
@Controller('api/email/automations')
@Requires('email.campaigns')
export class AutomationsController {
  constructor(private readonly automations: AutomationsService) {}

  @Get()
  @ApiOperation({ summary: 'The welcome series, with how many people wait for each step' })
  @ApiOkResponse({ type: [AutomationDto] })
  async list(): Promise<AutomationDto[]> {
    return (await this.automations.list()).map(toAutomationResponse);
  }

  @Put(':kind')
  @ApiOperation({ summary: 'Turn a series on or off, or replace its steps' })
  @ApiParam({ name: 'kind', enum: AUTOMATION_KINDS })
  @ApiOkResponse({ type: AutomationDto })
  @ApiBadRequestResponse({ description: 'Validation failed' })
  @ApiNotFoundResponse({ description: AUTOMATION_NOT_FOUND })
  @Audit('email.automation.update', { target: AUTOMATION_TARGET, values: ['enabled'] })
  async update(
    @Param('kind') kind: string,
    @Body() body: UpdateAutomationDto,
  ): Promise<AutomationDto> {
    return toAutomationResponse(await this.automations.update(kind, body));
  }
}
