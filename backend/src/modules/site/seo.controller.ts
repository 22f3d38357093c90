import { Controller, Get, Header, Inject, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/access/access.decorators';
import { SiteLanguages } from '../../common/i18n/site-languages';
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
    private readonly siteLanguages: SiteLanguages,
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
        // The settings name the languages, and so each page's addresses.
        topic: ['videos', 'teachings', 'settings'],
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
    // With several languages, each page is listed at each language's address, each naming all of
    // them as alternates (as the pages' own hreflang links do); the default language has no prefix.
    const { defaultLanguage, languages } = this.siteLanguages.offered();
    const at = (path: string, language: string) =>
      language === defaultLanguage
        ? path
        : `/${language.toLowerCase()}${path === '/' ? '/' : path}`;
    const alternates = (path: string) =>
      languages.length < 2
        ? ''
        : [...languages, 'x-default']
            .map(
              (language) =>
                `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(
                  this.base + at(path, language === 'x-default' ? defaultLanguage : language),
                )}"/>\n`,
            )
            .join('');
    const urls = entries
      .flatMap((page) => {
        const links = alternates(page.path);
        return languages.map(
          (language) =>
            `  <url>\n    <loc>${escapeXml(this.base + at(page.path, language))}</loc>\n` +
            links +
            (page.lastmod ? `    <lastmod>${page.lastmod}</lastmod>\n` : '') +
            `    <changefreq>${page.changefreq}</changefreq>\n    <priority>${page.priority}</priority>\n  </url>`,
        );
      })
      .join('\n');
    const xhtml = languages.length < 2 ? '' : ' xmlns:xhtml="http://www.w3.org/1999/xhtml"';
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls}\n</urlset>\n`;
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
