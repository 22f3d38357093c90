// A ministry's YouTube channel as the benches sync it: `count` teachings with titles and descriptions as
// long as a real ministry's (series names, speakers, dates; descriptions of a few lines to a few
// thousand characters with links, timestamps and scripture references), served by the test fake of the
// YouTube Data API (backend/test/support/youtube-fake-server.ts, run by Node's type stripping).
// Deterministic: the same count gives the same channel.
import { random } from './random.mjs';

const SERIES = [
  'The Feasts of the LORD',
  'Walking in Spirit and Truth',
  'Foundations of Faith',
  'The Gospel of John, Verse by Verse',
  'Torah Portion of the Week',
  'Prayer That Moves Mountains',
  'The Sermon on the Mount',
  'Letters to the Seven Churches',
  'Grace and Obedience',
  'Messiah in the Prophets',
];
const SUBJECTS = [
  'Why the Sabbath Still Matters for Believers Today',
  'Forgiveness: Letting Go of What Was Never Ours to Carry',
  'Faith in the Waiting Room',
  'The Shepherd Who Leaves the Ninety-Nine',
  'Hope',
  'What Does It Mean to Worship in Spirit and in Truth?',
  'Sukkot, the Feast of Tabernacles, and the Presence of God Among His People',
  'Grace That Teaches Us to Say No',
  'Love',
  'Passover and the Lamb of God: From Egypt to Calvary',
  'When Prayer Feels Unanswered',
  'The Armour of God, Piece by Piece',
  'Yom Kippur: Atonement, Repentance and the High Priest in Heaven',
  'Obedience Is Better Than Sacrifice',
  'Sanctification in Ordinary Days',
  'Psalm 23 for Anxious Hearts',
];
const SPEAKERS = ['Pastor David Cohen', 'Elder Miriam Levy', 'Rabbi Jonathan Ward', 'Sarah Okafor'];
const PASSAGES = [
  'John 4:23-24',
  'Isaiah 53:5',
  'Leviticus 23:1-44',
  'Hebrews 4:9-11',
  'Matthew 5:17-19',
  'Romans 8:28',
  'Psalm 23',
  'Ephesians 6:10-18',
  'Exodus 12:1-14',
  '1 Corinthians 5:7-8',
  'Titus 2:11-14',
  'Revelation 2:1-7',
  'Luke 15:3-7',
  '1 Samuel 15:22',
  'Genesis 2:1-3',
  'Colossians 3:12-17',
];
const PARAGRAPHS = [
  'In this teaching we read the passage slowly and ask what it meant to its first hearers before we ask what it means for us. The Hebrew words behind our English translation open up the text in ways that surprise many of us.',
  'Questions from the congregation close the teaching. If you have a question of your own, write to us: we answer every message, and some of them become the next week’s study.',
  'Join us in person every Shabbat at 10:00 for worship, teaching and a fellowship meal. Everyone is welcome, whatever your background: come as you are.',
  'We pray together at the end for everyone who is watching, wherever you are. If you would like someone to pray with you personally, our pastoral care team is here for you.',
  'Stories from our families show what this looks like at home, at work and at school, on the good days and the hard ones.',
  'Notes, a reading plan for the week and discussion questions for small groups are on our website.',
];
const LINKS = [
  'https://spiritandtruth.example.org/teachings',
  'https://spiritandtruth.example.org/give',
  'https://spiritandtruth.example.org/community/signup',
  'https://www.biblegateway.com/passage/?search=John+4&version=ESV',
  'https://open.spotify.com/show/ministry-teachings',
];
const TAGS = [
  'bible study',
  'teaching',
  'sermon',
  'hebrew roots',
  'discipleship',
  'shabbat',
  'torah',
];

/** `HH:MM` or `MM:SS`, for the chapter list YouTube turns into links. */
const clock = (seconds) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** The `count` teachings of the channel, as the fake's FakeVideo objects (newest last). */
export function channelTeachings(count, seed = 32) {
  const rnd = random(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  return Array.from({ length: count }, (_, i) => {
    const series = pick(SERIES);
    const subject = pick(SUBJECTS);
    const speaker = pick(SPEAKERS);
    const passage = pick(PASSAGES);
    const part = 1 + Math.floor(rnd() * 12);
    // Titles from a word to a full line: YouTube allows 100 characters and ministries use them.
    const shape = rnd();
    const title =
      shape < 0.15
        ? subject
        : shape < 0.55
          ? `${subject} | ${series}, Part ${part}`
          : `${subject} (${passage}) | ${speaker} | ${series} – Part ${part}`;
    // Descriptions from one line to a long one with chapters, links and references (up to 5,000).
    const paragraphs = 1 + Math.floor(Math.pow(rnd(), 1.5) * 12);
    const lines = [
      `${subject}. ${speaker} teaches from ${passage} in our series “${series}”.`,
      ...Array.from({ length: paragraphs }, () => pick(PARAGRAPHS)),
    ];
    if (rnd() < 0.7) {
      lines.push(
        `Scripture: ${[passage, pick(PASSAGES), pick(PASSAGES)].join('; ')}.`,
        `Chapters:\n${Array.from(
          { length: 3 + Math.floor(rnd() * 6) },
          (_, c) => `${clock(c * 317 + (c ? 45 : 0))} ${pick(SUBJECTS)}`,
        ).join('\n')}`,
      );
    }
    if (rnd() < 0.8) lines.push(`Learn more: ${pick(LINKS)}\nGive: ${LINKS[1]}`);
    lines.push('#bible #teaching #faith');
    const minutes = 8 + Math.floor(rnd() * 80);
    return {
      id: `chan${String(i).padStart(7, '0')}`,
      title: title.slice(0, 100),
      description: lines.join('\n\n').slice(0, 5000),
      tags: [...new Set([pick(TAGS), pick(TAGS), series.toLowerCase()])],
      duration: `PT${Math.floor(minutes / 60) ? `${Math.floor(minutes / 60)}H` : ''}${minutes % 60}M${Math.floor(rnd() * 60)}S`,
      publishedAt: new Date(Date.UTC(2023, 0, 7) + i * 7 * 86400000).toISOString(),
      viewCount: String(Math.floor(Math.pow(rnd(), 3) * 250000) + 40),
    };
  });
}

/**
 * Starts the fake YouTube Data API with the channel; returns the settings that make the server sync it
 * and `close()`.
 */
export async function startChannel(count) {
  const fake = await import('../../backend/test/support/youtube-fake-server.ts');
  const youtube = await fake.startFakeYoutube(channelTeachings(count));
  return {
    env: {
      YOUTUBE_API_KEY: fake.API_KEY,
      YOUTUBE_CHANNEL_ID: fake.CHANNEL_ID,
      YOUTUBE_API_BASE_URL: youtube.baseUrl,
    },
    close: () => youtube.close(),
  };
}
