import { Controller, Get, Header, Inject, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/access/access.decorators';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { PublicCacheService } from '../content-cache/public-cache.service';
import { TeachingsService } from '../teachings/teachings.service';

/** The public pages of spec §2 that search engines should know. */
const PUBLIC_PAGES = [
  { path: '/', priority: '1.0', changefreq: 'weekly' },
  { path: '/community', priority: '0.8', changefreq: 'weekly' },
  { path: '/community/signup', priority: '0.5', changefreq: 'monthly' },
  { path: '/give', priority: '0.7', changefreq: 'monthly' },
  { path: '/teachings', priority: '0.9', changefreq: 'weekly' },
];

interface SitemapEntry {
  path: string;
  priority: string;
  changefreq: string;
  lastmod?: string;
}

@ApiTags('seo')
@Controller()
export class SeoController {
  private readonly robots: string;
  private readonly base: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly teachings: TeachingsService,
    private readonly cache: PublicCacheService,
  ) {
    const base = config.publicUrl;
    this.base = base;
    this.robots = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api/',
      'Disallow: /unsubscribe',
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
  }

  @Get('robots.txt')
  @Public()
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({ summary: 'Crawling rules: public pages allowed, admin and API not' })
  @ApiProduces('text/plain')
  @ApiOkResponse({ schema: { type: 'string' } })
  robotsTxt(): string {
    return this.robots;
  }

  @Get('sitemap.xml')
  @Public()
  @ApiOperation({
    summary:
      'The public pages, every teaching, series and speaker page too, addressed from PUBLIC_URL',
  })
  @ApiProduces('application/xml')
  @ApiOkResponse({ schema: { type: 'string' } })
  async sitemapXml(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.cache.respond(
      req,
      res,
      {
        topic: ['videos', 'teachings'],
        contentType: 'application/xml; charset=utf-8',
        cacheControl: 'public, max-age=3600',
      },
      async () => this.sitemap(),
    );
  }

  private async sitemap(): Promise<string> {
    const library = await this.teachings.sitemap();
    const entries: SitemapEntry[] = [
      ...PUBLIC_PAGES,
      ...library.series.map((slug) => ({
        path: `/teachings/series/${slug}`,
        priority: '0.7',
        changefreq: 'weekly',
      })),
      ...library.speakers.map((slug) => ({
        path: `/teachings/speakers/${slug}`,
        priority: '0.5',
        changefreq: 'weekly',
      })),
      ...library.teachings.map((t) => ({
        path: `/teachings/${t.slug}`,
        priority: '0.6',
        changefreq: 'monthly',
        lastmod: t.publishedAt ? new Date(t.publishedAt).toISOString().slice(0, 10) : undefined,
      })),
    ];
    const urls = entries
      .map(
        (page) =>
          `  <url>\n    <loc>${escapeXml(this.base + page.path)}</loc>\n` +
          (page.lastmod ? `    <lastmod>${page.lastmod}</lastmod>\n` : '') +
          `    <changefreq>${page.changefreq}</changefreq>\n    <priority>${page.priority}</priority>\n  </url>`,
      )
      .join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
