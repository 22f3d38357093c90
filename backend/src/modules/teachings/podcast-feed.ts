import { createHash } from 'node:crypto';
import type { EpisodeRow } from './teachings.repository';

/** The podcast feed's channel, every address absolute. */
export interface PodcastChannel {
  title: string;
  description: string;
  author: string;
  ownerName: string;
  ownerEmail: string;
  category: string;
  subcategory: string;
  language: string;
  /** The feed's own address (atom:link rel="self", and the podcast:guid's seed). */
  feedUrl: string;
  /** The page the podcast belongs to: the library, or the series' page. */
  link: string;
  artworkUrl: string | null;
  /** `serial` for a series (its episodes in order), `episodic` for the whole library. */
  type: 'episodic' | 'serial';
}

/** The Podcasting 2.0 namespace's UUIDv5 namespace for `podcast:guid` (podcastindex.org). */
const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

/** An RFC 4122 version 5 UUID of `name` in `namespace`. */
export function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name)
    .digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The feed's `podcast:guid`: the UUIDv5 of its address without the scheme, as the namespace says. */
export const podcastGuid = (feedUrl: string) =>
  uuidV5(feedUrl.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, ''), PODCAST_GUID_NAMESPACE);

/**
 * An episode's GUID: from the teaching's id, never its slug or title, so a new address or title
 * never makes apps offer the episode again. The same in the library's feed and its series' feed.
 */
export const episodeGuid = (teachingId: number) => `teaching-${teachingId}`;

// XML 1.0 cannot carry most control characters at all, escaped or not.
// eslint-disable-next-line no-control-regex -- removing them is the point
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text as XML character data or an attribute value. */
export function xml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** HTML inside a CDATA section (a `]]>` in it would end the section early). */
const cdata = (html: string) =>
  `<![CDATA[${html.replace(NOT_XML, '').replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A description's text as HTML paragraphs, its web addresses as links. */
function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map(
      (block) =>
        `<p>${html(block)
          .replace(/https?:\/\/[^\s<]+[^\s<.,;:!?)'"]/g, (url) => `<a href="${url}">${url}</a>`)
          .replace(/\n/g, '<br>')}</p>`,
    )
    .join('');
}

/** RFC 822 dates, as RSS 2.0 writes them. */
const rfc822 = (date: Date) => date.toUTCString().replace(/GMT$/, '+0000');

export interface EpisodeLinks {
  /** The teaching's page. */
  page: (slug: string) => string;
  /** A search of the library for a passage. */
  passage: (reference: string) => string;
  /** The audio file's absolute address. */
  audio: (file: string) => string;
}

/** The episode notes: the description, the passages (each a link to its search) and the page. */
export function episodeNotes(episode: EpisodeRow, links: EpisodeLinks): string {
  const parts = [paragraphs(episode.description)];
  if (episode.passages.length)
    parts.push(
      `<p>Passages: ${episode.passages
        .map((p) => `<a href="${html(links.passage(p))}">${html(p)}</a>`)
        .join(', ')}</p>`,
    );
  const page = links.page(episode.slug);
  parts.push(`<p>Watch and read: <a href="${html(page)}">${html(page)}</a></p>`);
  return parts.join('');
}

/**
 * RSS 2.0 with the `itunes` and `podcast` namespaces, as Apple Podcasts' and Spotify's podcast
 * requirements ask: the channel's title, description, author, owner, language, category, explicit
 * flag and square artwork; per episode its title, enclosure (absolute address, byte length, type),
 * duration, a GUID that never changes, date, notes and page.
 */
export function podcastFeed(
  channel: PodcastChannel,
  episodes: EpisodeRow[],
  links: EpisodeLinks,
): string {
  const lines: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '<channel>',
    `<title>${xml(channel.title)}</title>`,
    `<link>${xml(channel.link)}</link>`,
    `<atom:link href="${xml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    `<description>${xml(channel.description)}</description>`,
    `<language>${xml(channel.language)}</language>`,
    `<itunes:author>${xml(channel.author)}</itunes:author>`,
    `<itunes:owner><itunes:name>${xml(channel.ownerName)}</itunes:name><itunes:email>${xml(channel.ownerEmail)}</itunes:email></itunes:owner>`,
    channel.subcategory
      ? `<itunes:category text="${xml(channel.category)}"><itunes:category text="${xml(channel.subcategory)}"/></itunes:category>`
      : `<itunes:category text="${xml(channel.category)}"/>`,
    '<itunes:explicit>false</itunes:explicit>',
    `<itunes:type>${channel.type}</itunes:type>`,
    `<podcast:guid>${podcastGuid(channel.feedUrl)}</podcast:guid>`,
    `<podcast:locked>no</podcast:locked>`,
  ];
  if (channel.artworkUrl)
    lines.push(
      `<itunes:image href="${xml(channel.artworkUrl)}"/>`,
      `<image><url>${xml(channel.artworkUrl)}</url><title>${xml(channel.title)}</title><link>${xml(channel.link)}</link></image>`,
    );
  const newest = episodes[0];
  if (newest) lines.push(`<lastBuildDate>${rfc822(publishedOf(newest))}</lastBuildDate>`);
  for (const episode of episodes) {
    // Once for both elements: the notes are most of a feed's bytes.
    const notes = cdata(episodeNotes(episode, links));
    lines.push(
      '<item>',
      `<title>${xml(episode.title)}</title>`,
      `<itunes:title>${xml(episode.title)}</itunes:title>`,
      `<enclosure url="${xml(links.audio(episode.audioFile))}" length="${episode.audioBytes}" type="${enclosureType(episode.audioMimeType)}"/>`,
      `<guid isPermaLink="false">${episodeGuid(episode.id)}</guid>`,
      `<pubDate>${rfc822(publishedOf(episode))}</pubDate>`,
      `<link>${xml(links.page(episode.slug))}</link>`,
      `<description>${notes}</description>`,
      `<content:encoded>${notes}</content:encoded>`,
      `<itunes:duration>${episode.audioDurationSeconds}</itunes:duration>`,
      `<itunes:explicit>false</itunes:explicit>`,
      `<itunes:episodeType>full</itunes:episodeType>`,
      ...(episode.speakerName
        ? [`<itunes:author>${xml(episode.speakerName)}</itunes:author>`]
        : []),
      '</item>',
    );
  }
  lines.push('</channel>', '</rss>', '');
  return lines.join('\n');
}

/** Apple's podcast requirements name M4A audio `audio/x-m4a` (the file itself is served as audio/mp4). */
const enclosureType = (mimeType: string) =>
  mimeType === 'audio/mp4' ? 'audio/x-m4a' : 'audio/mpeg';

/** The episode's date: the video's, else when its audio came. */
const publishedOf = (episode: EpisodeRow) =>
  new Date(episode.publishedAt ?? episode.audioUploadedAt);
