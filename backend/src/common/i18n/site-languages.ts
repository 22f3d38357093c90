import { Injectable } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { SOURCE_LANGUAGE, type Language } from './languages';
import { negotiateLanguage, type OfferedLanguages } from './negotiate';

type RequestLike = Pick<IncomingMessage, 'headers'> & { url?: string };

/**
 * The core's register of the languages the site offers: the settings feature provides them (they are
 * its settings); without it, English alone. The core's pieces that answer in the caller's language
 * (the exception filter, stored answers) ask it, knowing no feature.
 */
@Injectable()
export class SiteLanguages {
  private lookup: () => OfferedLanguages = () => ({
    defaultLanguage: SOURCE_LANGUAGE,
    languages: [SOURCE_LANGUAGE],
  });

  provide(lookup: () => OfferedLanguages): void {
    this.lookup = lookup;
  }

  offered(): OfferedLanguages {
    return this.lookup();
  }

  /** The caller's language among the offered ones (query, cookie, Accept-Language, default). */
  of(req: RequestLike): Language {
    return negotiateLanguage(req, this.lookup());
  }
}
