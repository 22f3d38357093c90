import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { normalizedEmail } from '../../common/dto/transforms';
import { Requires } from '../../common/access/access.decorators';
import { CurrentUser } from '../../common/access/current-user.decorator';
import type { SignedInUser } from '../../common/access/principals';
import { Audit } from '../../common/audit/audit.decorator';
import { MessageResponseDto } from '../../common/dto/message-response.dto';
import { ParseIdPipe } from '../../common/http/parse-id.pipe';
import {
  AdminFundDto,
  AdminGivingSettingsDto,
  CreateFundDto,
  DonorDetailDto,
  DonorListQueryDto,
  DonorsPageDto,
  GiftDto,
  GiftListQueryDto,
  GiftsPageDto,
  GivingTotalDto,
  RecordGiftDto,
  SaveGivingSettingsDto,
  StatementDonorDto,
  StatementDonorQueryDto,
  StatementPreviewQueryDto,
  StatementRunDto,
  StatementYearDto,
  TestConnectionDto,
  TestConnectionResultDto,
  UpdateFundDto,
} from './dto/giving.dto';
import { giftsCsvFileName, giftsCsvStream } from './gifts-csv';
import { GivingDonorsService } from './giving-donors.service';
import { GivingMessages } from './giving.errors';
import { GivingService } from './giving.service';
import { statementFile } from './giving-statement';
import { GivingStatementsService, statementYear } from './giving-statements.service';

const toFund = ({ id, name, description, active }: AdminFundDto): AdminFundDto => ({
  id,
  name,
  description,
  active,
});

/** Giving's settings and funds: Administrators (the settings permission). */
@ApiTags('admin giving')
@Requires('settings')
@Controller('api/admin/giving')
export class AdminGivingSettingsController {
  constructor(private readonly giving: GivingService) {}

  @Get('settings')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "Giving's settings (the Stripe secrets only as whether they are set)" })
  @ApiOkResponse({ type: AdminGivingSettingsDto })
  settings(): Promise<AdminGivingSettingsDto> {
    return this.giving.adminSettings();
  }

  @Put('settings')
  @ApiOperation({
    summary: "Save giving's settings; a secret sent replaces the saved one (encrypted at rest)",
  })
  @ApiOkResponse({ type: AdminGivingSettingsDto })
  @ApiBadRequestResponse({ type: MessageResponseDto })
  @Audit('giving.settings')
  save(@Body() body: SaveGivingSettingsDto): Promise<AdminGivingSettingsDto> {
    return this.giving.saveSettings(body);
  }

  @Post('settings/test')
  @HttpCode(200)
  @ApiOperation({ summary: 'Test connection: asks Stripe whose account the key opens' })
  @ApiOkResponse({ type: TestConnectionResultDto })
  @Audit('giving.test')
  test(@Body() body: TestConnectionDto): Promise<TestConnectionResultDto> {
    return this.giving.testConnection(body.secretKey);
  }

  @Post('funds')
  @ApiOperation({ summary: 'Add a fund' })
  @ApiCreatedResponse({ type: AdminFundDto })
  @ApiBadRequestResponse({ type: MessageResponseDto, description: GivingMessages.fundNameTaken })
  @Audit('giving.fund.create', { target: 'fund' })
  async createFund(@Body() body: CreateFundDto): Promise<AdminFundDto> {
    return toFund(await this.giving.createFund(body));
  }

  @Put('funds/:id')
  @ApiOperation({ summary: 'Rename, describe, or (de)activate a fund (at least one stays active)' })
  @ApiOkResponse({ type: AdminFundDto })
  @ApiNotFoundResponse({ type: MessageResponseDto, description: GivingMessages.fundNotFound })
  @ApiBadRequestResponse({ type: MessageResponseDto })
  @Audit('giving.fund.update', { target: 'fund' })
  async updateFund(
    @Param('id', new ParseIdPipe(GivingMessages.fundNotFound)) id: number,
    @Body() body: UpdateFundDto,
  ): Promise<AdminFundDto> {
    return toFund(await this.giving.updateFund(id, body));
  }
}

/** Gifts and totals: Administrators and Finance (nobody else sees giving data). */
@ApiTags('admin giving')
@Controller('api/admin/giving')
export class AdminGiftsController {
  constructor(private readonly giving: GivingService) {}

  @Get('gifts')
  @Requires('giving.view')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One page of gifts (newest first), filtered' })
  @ApiOkResponse({ type: GiftsPageDto })
  gifts(@Query() query: GiftListQueryDto): Promise<GiftsPageDto> {
    return this.giving.gifts(query);
  }

  @Get('totals')
  @Requires('giving.view')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Totals by month and fund of the filtered gifts (refunds beside them)' })
  @ApiOkResponse({ type: GivingTotalDto, isArray: true })
  totals(@Query() query: GiftListQueryDto): Promise<GivingTotalDto[]> {
    return this.giving.totals(query);
  }

  @Get('gifts/export')
  @Requires('giving.view')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The filtered gifts as a CSV download (formula-safe), newest first' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @Audit('giving.export')
  export(@Query() query: GiftListQueryDto): StreamableFile {
    return new StreamableFile(giftsCsvStream(this.giving.batches(query)), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${giftsCsvFileName()}"`,
    });
  }

  @Post('gifts')
  @Requires('giving.manage')
  @ApiOperation({
    summary: 'Record an offline gift (cash, cheque, bank transfer) in a deposit batch',
  })
  @ApiCreatedResponse({ type: GiftDto })
  @ApiBadRequestResponse({ type: MessageResponseDto })
  @Audit('giving.gift.record', { target: 'gift' })
  record(
    @Body() body: RecordGiftDto,
    @CurrentUser() user: SignedInUser | undefined,
  ): Promise<GiftDto> {
    return this.giving.recordOffline(body, user?.id ?? null);
  }
}

/**
 * Finance's donors (Administrators and Finance): everyone who gave with one address, and one donor
 * opened with all their giving, which the audit trail records (a donor named by the digest of their
 * address, never the address).
 */
@ApiTags('admin giving')
@Controller('api/admin/giving/donors')
export class AdminDonorsController {
  constructor(private readonly donors: GivingDonorsService) {}

  @Get()
  @Requires('giving.view')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'One page of donors (the latest to give first), `search` in a name or address',
  })
  @ApiOkResponse({ type: DonorsPageDto })
  list(@Query() query: DonorListQueryDto): Promise<DonorsPageDto> {
    return this.donors.donors(query);
  }

  @Get(':id')
  @Requires('giving.view')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One donor with every gift and recurring gift (audited)' })
  @ApiOkResponse({ type: DonorDetailDto })
  @ApiNotFoundResponse({ type: MessageResponseDto, description: 'No donor with that reference' })
  @Audit('giving.donor.view', { target: 'donor' })
  donor(@Param('id') id: string): Promise<DonorDetailDto> {
    return this.donors.donor(id);
  }
}

/**
 * Year-end statements (Administrators and Finance): the years, a donor's statement to preview,
 * and the queued run that e-mails every donor of a year their statement (once each).
 */
@ApiTags('admin giving')
@Controller('api/admin/giving/statements')
export class AdminStatementsController {
  constructor(private readonly statements: GivingStatementsService) {}

  @Get()
  @Requires('giving.view')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The years with gifts: donors, statements e-mailed and sent' })
  @ApiOkResponse({ type: StatementYearDto, isArray: true })
  years(): Promise<StatementYearDto[]> {
    return this.statements.years();
  }

  @Get(':year/donors')
  @Requires('giving.view')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "A year's donors to preview: the first 50, or those matching `search`" })
  @ApiOkResponse({ type: StatementDonorDto, isArray: true })
  @ApiBadRequestResponse({ type: MessageResponseDto, description: 'Not a year from 2000 to now' })
  donors(
    @Param('year') year: string,
    @Query() query: StatementDonorQueryDto,
  ): Promise<StatementDonorDto[]> {
    return this.statements.donors(statementYear(year), query.search);
  }

  @Get(':year/preview')
  @Requires('giving.view')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "One donor's statement of the year, as the e-mail attaches it (PDF)" })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: MessageResponseDto, description: 'No gift of the donor that year' })
  @Audit('giving.statement.preview')
  async preview(
    @Param('year') rawYear: string,
    @Query() query: StatementPreviewQueryDto,
  ): Promise<StreamableFile> {
    const statement = await this.statements.statement(
      normalizedEmail(query.email),
      statementYear(rawYear),
    );
    return statementFile(statement, 'inline');
  }

  @Post(':year/send')
  @Requires('giving.manage')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'E-mail every donor of the year their statement (HTML and the PDF), queued; a donor already sent one is not sent another',
  })
  @ApiAcceptedResponse({ type: StatementRunDto })
  @ApiBadRequestResponse({ type: MessageResponseDto, description: 'Not a year from 2000 to now' })
  @ApiNotFoundResponse({ type: MessageResponseDto, description: 'No gift in that year' })
  @Audit('giving.statements.send')
  async send(@Param('year') rawYear: string): Promise<StatementRunDto> {
    const year = statementYear(rawYear);
    const donors = await this.statements.requestRun(year);
    return { message: GivingMessages.statementsQueued(year, donors), donors };
  }
}
