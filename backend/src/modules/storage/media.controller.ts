import { Controller, Get, HttpCode, Param, Put, Query, Req, Res } from '@nestjs/common';
import {
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPartialContentResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/access/access.decorators';
import { AudioStorage } from './audio-storage.service';
import { UploadRefused, VideoStorage } from './video-storage';

/** Uploaded videos at stable addresses (outside /api: e-mails link to them). */
@ApiTags('storage')
@Controller('media/videos')
@Public()
export class MediaController {
  constructor(private readonly videos: VideoStorage) {}

  @Get(':id')
  @ApiOperation({ summary: 'A stored video; Range requests answer 206' })
  @ApiProduces('video/*')
  @ApiOkResponse({ description: 'The video' })
  async get(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.videos.serve(id, req, res);
  }

  /**
   * The signed upload (local storage). The body is read as a stream straight to disk: no body parser
   * handles video/* types, and nothing buffers it.
   */
  @Put(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Upload to a signed address from POST /api/objects/video-upload' })
  @ApiNoContentResponse({ description: 'Stored' })
  async put(
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    try {
      await this.videos.receive(id, query, req);
      res.status(204).end();
    } catch (error) {
      if (!(error instanceof UploadRefused)) throw error;
      // A refused body that was not read is not read at all: the connection closes after the answer.
      if (!req.complete) res.setHeader('Connection', 'close');
      res.status(error.status).json({ message: error.message });
    }
  }
}

/** Teachings' audio at stable addresses (outside /api: podcast apps fetch them from the feeds). */
@ApiTags('storage')
@Controller('media/audio')
@Public()
export class AudioMediaController {
  constructor(private readonly audio: AudioStorage) {}

  @Get(':file')
  @ApiOperation({
    summary:
      "A teaching's audio (its address changes with every upload); Range requests answer 206",
  })
  @ApiProduces('audio/mpeg', 'audio/mp4')
  @ApiOkResponse({ description: 'The audio' })
  @ApiPartialContentResponse({ description: 'The range asked for' })
  @ApiNotFoundResponse({ description: 'Audio not found' })
  async get(@Param('file') file: string, @Res() res: Response): Promise<void> {
    await this.audio.serve(file, res);
  }
}
