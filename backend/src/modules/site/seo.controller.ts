import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/access/access.decorators';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

/** The public pages of spec §2 that search engines should know. */
const PUBLIC_PAGES = [
  { path: '/', priority: '1.0', changefreq: 'weekly' },
  { path: '/community', priority: '0.8', changefreq: 'weekly' },
  { path: '/community/signup', priority: '0.5', changefreq: 'monthly' },
  { path: '/give', priority: '0.7', changefreq: 'monthly' },
];

@ApiTags('seo')
@Controller()
export class SeoController {
  private readonly robots: string;
  private readonly sitemap: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const base = config.publicUrl;
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
    const urls = PUBLIC_PAGES.map(
      (page) =>
        `  <url>\n    <loc>${escapeXml(base + page.path)}</loc>\n    <changefreq>${page.changefreq}</changefreq>\n    <priority>${page.priority}</priority>\n  </url>`,
    ).join('\n');
    this.sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
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
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({ summary: 'The public pages, addressed from PUBLIC_URL' })
  @ApiProduces('application/xml')
  @ApiOkResponse({ schema: { type: 'string' } })
  sitemapXml(): string {
    return this.sitemap;
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
