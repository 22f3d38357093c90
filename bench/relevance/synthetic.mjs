// The second catalogue of the relevance set: SYNTHETIC_VIDEOS teachings generated from a seed, with a
// vocabulary frozen here (not read from the backend), so tuning the topic lexicon or the demo content
// never changes the catalogue the grades in synthetic.json were made for. Its fingerprint is recorded
// there and checked by the bench.
import { createHash } from 'node:crypto';
import { random } from '../support/random.mjs';

export const SYNTHETIC_VIDEOS = 3000;
export const SYNTHETIC_SEED = 2020;

/** Topic words as the lexicon had them when the set was graded: the first is the topic's own word. */
export const FROZEN_TOPICS = [
  ['Faith', 'faith', 'believe', 'trust', 'faithfulness'],
  ['Prayer & Worship', 'prayer', 'pray', 'worship', 'praise', 'intercession'],
  ['Obedience', 'obedience', 'obey', 'commandments'],
  ['Sabbath', 'sabbath', 'shabbat'],
  ['The Messiah', 'messiah', 'yeshua', 'jesus', 'christ', 'savior'],
  ['Sanctification', 'sanctification', 'holiness', 'consecration'],
  ['Torah', 'torah', 'law', 'instruction'],
  ['Grace', 'grace', 'mercy', 'favor'],
  ['Repentance', 'repentance', 'repent', 'teshuvah'],
  ['Salvation', 'salvation', 'redemption', 'redeemer'],
  ['Covenant', 'covenant', 'covenants'],
  [
    'Biblical Feasts',
    'feasts',
    'passover',
    'pesach',
    'shavuot',
    'pentecost',
    'sukkot',
    'tabernacles',
  ],
  ['Holy Spirit', 'spirit', 'ruach', 'comforter'],
  ['Prophecy', 'prophecy', 'prophets', 'prophetic'],
  ['Love', 'love', 'agape'],
  ['Forgiveness', 'forgiveness', 'forgive'],
  ['Family', 'family', 'marriage', 'parenting', 'children'],
  ['Discipleship', 'discipleship', 'disciples'],
  ['Healing', 'healing', 'heal'],
  ['Hope', 'hope'],
  ['Wisdom', 'wisdom', 'discernment'],
  ['Spiritual Warfare', 'warfare', 'armour', 'battle'],
  ['Kingdom of God', 'kingdom'],
  ['Creation', 'creation', 'creator'],
  ['Baptism', 'baptism', 'immersion', 'mikvah'],
  ['Humility', 'humility', 'humble'],
  ['Fasting', 'fasting'],
  ['Righteousness', 'righteousness', 'justice'],
].map(([term, ...words]) => ({ term, words }));

/** Books and their chapters, most cited first (the generator favours the start of the list). */
export const FROZEN_BOOKS = [
  ['Genesis', 50],
  ['Exodus', 40],
  ['Psalms', 150],
  ['Isaiah', 66],
  ['Matthew', 28],
  ['John', 21],
  ['Romans', 16],
  ['Leviticus', 27],
  ['Deuteronomy', 34],
  ['Hebrews', 13],
  ['Luke', 24],
  ['Mark', 16],
  ['Acts', 28],
  ['Ephesians', 6],
  ['1 Corinthians', 16],
  ['Galatians', 6],
  ['Daniel', 12],
  ['Jeremiah', 52],
  ['Proverbs', 31],
  ['Revelation', 22],
  ['James', 5],
  ['1 Peter', 5],
  ['1 John', 5],
  ['Ezekiel', 48],
  ['Micah', 7],
  ['Ruth', 4],
  ['Esther', 10],
  ['Jonah', 4],
].map(([name, chapters]) => ({ name, chapters }));

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
];
const CLOSERS = [
  '',
  '',
  '',
  'Part 1',
  'Part 2',
  'for Families',
  'in Daily Life',
  'Explained',
  'Today',
  'for New Believers',
  'Q&A',
];
/** Boilerplate sentences: they name no subject (the grading rule ignores them). */
export const FILLERS = [
  'We read the passage slowly and ask what it meant to its first hearers.',
  'Questions from the congregation close the teaching.',
  'A practical application for the week ahead follows.',
  'This message was recorded at our Shabbat fellowship.',
  'Notes and a reading plan are available at the welcome table.',
  'We pray together at the end for everyone who is watching.',
];

export function formatRef({ book, chapter, verse, verseEnd }) {
  const name = book === 'Psalms' ? 'Psalm' : book;
  if (verse === undefined) return `${name} ${chapter}`;
  return `${name} ${chapter}:${verse}${verseEnd ? `-${verseEnd}` : ''}`;
}

const capital = (w) => w[0].toUpperCase() + w.slice(1);

/** Video `i`: its fields, and what it was generated from (topic, second, refs) for the grading rule. */
function video(i, rnd) {
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const topic = FROZEN_TOPICS[Math.floor(Math.pow(rnd(), 1.4) * FROZEN_TOPICS.length)];
  let second = pick(FROZEN_TOPICS);
  if (second === topic)
    second = FROZEN_TOPICS[(FROZEN_TOPICS.indexOf(topic) + 1) % FROZEN_TOPICS.length];
  const word = topic.words[Math.floor(Math.pow(rnd(), 2) * topic.words.length)];
  const subject = word === topic.words[0] ? topic.term : capital(word);
  const title = [pick(OPENERS), subject, pick(CLOSERS)].filter(Boolean).join(' ');
  const refs = [];
  const count = 1 + Math.floor(rnd() * 3);
  for (let r = 0; r < count; r += 1) {
    const { name: book, chapters } =
      FROZEN_BOOKS[Math.floor(Math.pow(rnd(), 1.2) * FROZEN_BOOKS.length)];
    const chapter = 1 + Math.floor(rnd() * Math.min(chapters, 30));
    const verse = rnd() < 0.8 ? 1 + Math.floor(rnd() * 24) : undefined;
    const verseEnd = verse && rnd() < 0.35 ? verse + 1 + Math.floor(rnd() * 6) : undefined;
    refs.push({ book, chapter, verse, verseEnd });
  }
  const tags = [
    ...new Set([topic.words[0], second.words[0], pick(['bible study', 'teaching', 'sermon'])]),
  ];
  const scripture = refs.map(formatRef);
  const description = [
    `A teaching on ${subject.toLowerCase()} and ${second.term.toLowerCase()}.`,
    pick(FILLERS),
    pick(FILLERS),
    `Scripture: ${scripture.join('; ')}.`,
  ].join(' ');
  const viewCount = Math.floor(Math.pow(rnd(), 3) * 500000);
  return {
    row: {
      youtubeId: `relev-${String(i).padStart(5, '0')}`,
      title,
      description,
      viewCount,
      scriptureReferences: scripture,
      tags,
    },
    facts: { topic, second, refs },
  };
}

/** The catalogue, in order, with the facts each video was made from. */
export function syntheticCatalogue(total = SYNTHETIC_VIDEOS, seed = SYNTHETIC_SEED) {
  const rnd = random(seed);
  return Array.from({ length: total }, (_, i) => video(i, rnd));
}

/** A short hash of the catalogue's rows: the grades are only valid for the catalogue they were made for. */
export function fingerprint(catalogue) {
  return createHash('sha256')
    .update(JSON.stringify(catalogue.map((v) => v.row)))
    .digest('hex')
    .slice(0, 16);
}
