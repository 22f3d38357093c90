// A synthetic catalogue of teaching videos for benchmarks: titles, themes, passages, tags and
// descriptions composed from the backend's own topic lexicon, Bible books and demo teachings, so the
// vocabulary and its distribution look like a large real channel. Deterministic for a given seed.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { random } from './random.mjs';

const require = createRequire(import.meta.url);
const videos = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'backend',
  'dist',
  'modules',
  'videos',
);
const { TOPICS, themesOf } = require(join(videos, 'topics.js'));
const { BIBLE_BOOKS } = require(join(videos, 'bible-books.js'));
const { formatReference } = require(join(videos, 'scripture-references.js'));
const { DEMO_TEACHINGS } = require(join(videos, 'demo', 'demo-teachings.js'));
const { formatDuration } = require(join(videos, 'duration.js'));

const OPENERS = [
  'Understanding',
  'Walking in',
  'The Power of',
  'Rediscovering',
  'Living Out',
  'A Study on',
  'Questions About',
  'The Heart of',
  'Returning to',
  'Foundations of',
  'Growing in',
  'The Promise of',
  'Lessons on',
  'The Hidden Meaning of',
  'Restoring',
];
const CLOSERS = [
  '',
  '',
  '',
  '',
  'Part 1',
  'Part 2',
  'Part 3',
  'for Families',
  'in Daily Life',
  'Explained',
  'Today',
  'and the Early Believers',
  'in the Prophets',
  'for New Believers',
  'Q&A',
];
const FILLERS = [
  'We read the passage slowly and ask what it meant to its first hearers.',
  'Questions from the congregation close the teaching.',
  'A practical application for the week ahead follows.',
  'This message was recorded at our Shabbat fellowship.',
  'Notes and a reading plan are available at the welcome table.',
  'We pray together at the end for everyone who is watching.',
  'The Hebrew words behind the English translation open up the text.',
  'Stories from the congregation show what this looks like at home and at work.',
];

/** A video row (the columns the bench inserts), number `i` of the catalogue. */
export function syntheticVideo(i, rnd) {
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  // Zipf-like topic popularity: a few topics are preached much more often.
  const topic = TOPICS[Math.floor(Math.pow(rnd(), 1.6) * TOPICS.length)];
  const second = pick(TOPICS);
  const word = topic.words[Math.floor(Math.pow(rnd(), 2) * topic.words.length)];
  const subject = word === topic.words[0] ? topic.term : word[0].toUpperCase() + word.slice(1);
  const demo = rnd() < 0.15 ? pick(DEMO_TEACHINGS) : undefined;
  const title = demo
    ? `${demo.title}${rnd() < 0.5 ? ` (Part ${1 + Math.floor(rnd() * 4)})` : ''}`
    : [pick(OPENERS), subject, pick(CLOSERS)].filter(Boolean).join(' ');
  const references = [];
  const count = 1 + Math.floor(rnd() * 3);
  for (let r = 0; r < count; r += 1) {
    const book = BIBLE_BOOKS[Math.floor(Math.pow(rnd(), 1.3) * BIBLE_BOOKS.length)];
    const chapter = 1 + Math.floor(rnd() * 30);
    const verse = rnd() < 0.8 ? 1 + Math.floor(rnd() * 30) : undefined;
    const verseEnd = verse && rnd() < 0.3 ? verse + 1 + Math.floor(rnd() * 6) : undefined;
    references.push(formatReference({ book, chapter, verse, verseEnd }));
  }
  const tags = [
    ...new Set([
      topic.words[0],
      second.words[0],
      pick(['bible study', 'teaching', 'sermon', 'hebrew roots', 'discipleship', 'family']),
    ]),
  ];
  const description = [
    demo
      ? demo.summary
      : `A teaching on ${topic.term.toLowerCase()} and ${second.term.toLowerCase()}: ${topic.description.toLowerCase()}.`,
    pick(FILLERS),
    pick(FILLERS),
    `Scripture: ${references.join('; ')}.`,
  ].join(' ');
  const durationSeconds = 600 + Math.floor(rnd() * 4800);
  return {
    youtubeId: `bench-${String(i).padStart(7, '0')}`,
    title,
    description,
    thumbnail: `https://i.ytimg.com/vi/bench${i}/hqdefault.jpg`,
    publishedAt: new Date(Date.now() - Math.floor(rnd() * 3650) * 86400000).toISOString(),
    viewCount: Math.floor(Math.pow(rnd(), 3) * 500000),
    durationSeconds,
    duration: formatDuration(durationSeconds),
    themes: themesOf(title, description, tags.join(' ')).slice(0, 5),
    scriptureReferences: references,
    tags,
  };
}

/** Inserts `total` synthetic videos in batches (the search vector comes from the table's trigger). */
export async function seedVideos(client, total, { seed = 42, batch = 2000, onProgress } = {}) {
  const rnd = random(seed);
  for (let start = 0; start < total; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(total, start + batch); i += 1)
      rows.push(syntheticVideo(i, rnd));
    await client.query(
      `INSERT INTO videos (youtube_id, title, description, thumbnail, published_at, view_count,
                           duration_seconds, duration, themes, scripture_references, tags, channel_title)
       SELECT r.youtube_id, r.title, r.description, r.thumbnail, r.published_at, r.view_count,
              r.duration_seconds, r.duration, r.themes, r.scripture_references, r.tags, 'Spirit & Truth Ministry'
       FROM jsonb_to_recordset($1::jsonb) AS r(youtube_id text, title text, description text, thumbnail text,
            published_at timestamptz, view_count int, duration_seconds int, duration text, themes text[],
            scripture_references text[], tags text[])`,
      [
        JSON.stringify(
          rows.map((v) => ({
            youtube_id: v.youtubeId,
            title: v.title,
            description: v.description,
            thumbnail: v.thumbnail,
            published_at: v.publishedAt,
            view_count: v.viewCount,
            duration_seconds: v.durationSeconds,
            duration: v.duration,
            themes: v.themes,
            scripture_references: v.scriptureReferences,
            tags: v.tags,
          })),
        ),
      ],
    );
    onProgress?.(Math.min(total, start + batch));
  }
}
