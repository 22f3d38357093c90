import { ApiProperty } from '@nestjs/swagger';

export class VideoUploadDto {
  @ApiProperty({
    example:
      '/media/videos/0b6f1c9e-3c52-4a7e-9d38-5d0a2f0c1a11' +
      '?expires=1742805900&signature=q0n4Xy2bL8wVt1cR6mZs9JkPa3uE7hDf5GgHiYoTlNc',
    description:
      'Signed address (valid 15 minutes) for one PUT of the file: Content-Type video/*, ' +
      'Content-Length at most 104857600 bytes',
  })
  uploadURL: string;

  @ApiProperty({
    description: 'The stable address of the video once uploaded: send it as videoMessageUrl',
    example: '/media/videos/0b6f1c9e-3c52-4a7e-9d38-5d0a2f0c1a11',
  })
  videoUrl: string;

  @ApiProperty({ format: 'date-time', example: '2025-03-24T08:45:00.000Z' })
  expiresAt: string;
}
