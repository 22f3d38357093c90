import { Injectable } from '@nestjs/common';

/** A query a screen reads, with its answer: the screen renders with it instead of its skeleton. */
export interface PageQuery {
  /** The screen's query key (the same the browser's hook uses). */
  key: readonly unknown[];
  data: unknown;
}

/** The head of a page rendered with its content. */
export interface PageHead {
  title: string;
  description?: string;
  /** The page's path (the canonical link and og:url, from PUBLIC_URL). */
  path: string;
  /** Structured data (schema.org objects), each in its own `application/ld+json` script. */
  jsonLd?: object[];
  /** The page's picture for link previews (a path on this site). */
  image?: string;
}

/** A page whose screen is rendered on the server with its content. */
export interface DataPage {
  /** The exposed screen that renders it (e.g. `TeachingPage` of the public remote). */
  screen: string;
  queries: PageQuery[];
  head: PageHead;
}

/** What a page route answers: the page, a permanent move to another path, or nothing there (404). */
export type PageDataResult = DataPage | { redirect: string } | undefined;

export interface PageDataRoute {
  pattern: RegExp;
  /** `language`: the page's (the page server's pick among the offered; none: the default one). */
  load(path: string, query: URLSearchParams, language?: string): Promise<PageDataResult>;
}

/**
 * The core's register of pages served with their content in the HTML (the teaching library's): a
 * feature adds the paths it renders and how to load what they show; the page server
 * (frontends.ts) renders the screen with it, so the page reads complete with JavaScript off and paints
 * its content before any script runs. The core knows no feature.
 */
@Injectable()
export class PageData {
  private readonly routes: PageDataRoute[] = [];

  add(route: PageDataRoute): void {
    this.routes.push(route);
  }

  /** The route that renders `path`, if a feature added one. */
  routeFor(path: string): PageDataRoute | undefined {
    return this.routes.find((route) => route.pattern.test(path));
  }

  /** Whether `path` is a page some feature renders with its content (the page server's 200). */
  matches(path: string): boolean {
    return this.routeFor(path) !== undefined;
  }
}
