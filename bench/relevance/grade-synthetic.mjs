// node bench/relevance/grade-synthetic.mjs: grades the synthetic catalogue for its queries by the rule of
// README.md (applied to what each video's title, description, tags and references say) and writes
// synthetic.json. Run it only when the queries or the catalogue change; the bench checks the fingerprint.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FROZEN_TOPICS,
  fingerprint,
  SYNTHETIC_SEED,
  SYNTHETIC_VIDEOS,
  syntheticCatalogue,
} from './synthetic.mjs';

const topic = (term) => {
  const found = FROZEN_TOPICS.find((t) => t.term === term);
  if (!found) throw new Error(`no topic ${term}`);
  return found;
};
const ref = (book, chapter, verse, verseEnd) => ({ book, chapter, verse, verseEnd });

/** The queries: what each means (topics asked for, or a passage), as a reader of the query decides. */
export const QUERIES = [
  { kind: 'topic', q: 'faith', topics: ['Faith'] },
  { kind: 'topic', q: 'covenant', topics: ['Covenant'] },
  { kind: 'topic', q: 'prayer', topics: ['Prayer & Worship'] },
  { kind: 'topic', q: 'holy spirit', topics: ['Holy Spirit'] },
  { kind: 'topic', q: 'righteousness', topics: ['Righteousness'] },
  { kind: 'synonym', q: 'Shabbat', topics: ['Sabbath'] },
  { kind: 'synonym', q: 'Yeshua', topics: ['The Messiah'] },
  { kind: 'synonym', q: 'Christ', topics: ['The Messiah'] },
  { kind: 'synonym', q: 'teshuvah', topics: ['Repentance'] },
  { kind: 'synonym', q: 'mikvah', topics: ['Baptism'] },
  { kind: 'reference', q: 'John 3', ref: ref('John', 3) },
  { kind: 'reference', q: 'Jn 3:8', ref: ref('John', 3, 8) },
  { kind: 'reference', q: 'Romans 8', ref: ref('Romans', 8) },
  { kind: 'reference', q: 'Rom 8:16-18', ref: ref('Romans', 8, 16, 18) },
  { kind: 'reference', q: 'Ps 23', ref: ref('Psalms', 23) },
  { kind: 'reference', q: '1 Cor 13', ref: ref('1 Corinthians', 13) },
  { kind: 'reference', q: 'First Corinthians 13:18', ref: ref('1 Corinthians', 13, 18) },
  { kind: 'reference', q: 'Genesis 22:10', ref: ref('Genesis', 22, 10) },
  { kind: 'reference', q: 'Heb 11:14', ref: ref('Hebrews', 11, 14) },
  { kind: 'reference', q: '1 Jn 4:14', ref: ref('1 John', 4, 14) },
  { kind: 'reference', q: 'Eph 2:8-10', ref: ref('Ephesians', 2, 8, 10) },
  { kind: 'typo', q: 'fath', topics: ['Faith'] },
  { kind: 'typo', q: 'sabath', topics: ['Sabbath'] },
  { kind: 'typo', q: 'messiha', topics: ['The Messiah'] },
  { kind: 'typo', q: 'forgivness', topics: ['Forgiveness'] },
  { kind: 'typo', q: 'sanct', topics: ['Sanctification'] },
  { kind: 'typo', q: 'humilty', topics: ['Humility'] },
  { kind: 'name', q: 'Passover', topics: ['Biblical Feasts'], words: ['passover', 'pesach'] },
  { kind: 'name', q: 'Sukkot', topics: ['Biblical Feasts'], words: ['sukkot', 'tabernacles'] },
  { kind: 'name', q: 'Ruth', ref: ref('Ruth') },
  { kind: 'name', q: 'Micah', ref: ref('Micah') },
  { kind: 'question', q: 'faith and prayer', topics: ['Faith', 'Prayer & Worship'] },
  { kind: 'question', q: 'how to forgive your family', topics: ['Forgiveness', 'Family'] },
  { kind: 'question', q: 'grace and mercy', topics: ['Grace'] },
  { kind: 'question', q: 'what is the kingdom of god', topics: ['Kingdom of God'] },
  { kind: 'nothing', q: 'quantum physics' },
  { kind: 'nothing', q: 'bitcoin' },
];

const words = (text) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );

/**
 * A topic query: 3 when the title is about the topic (its subject is a word of the topic), 2 when the
 * topic is the video's second subject (its tags and the description's first sentence name it), 1 when
 * a word of the topic is in the title without being its subject ("… for Families"), else 0.
 * A name query (a feast) needs its own words: 3 in the title, else 1 for another feast of the topic.
 * Several topics (a question): 3 when the video covers all of them (as a subject or in its title), 1
 * when it is about one of them only.
 */
function topicGrade(query, { row, facts }) {
  const asked = query.topics.map(topic);
  if (query.words) {
    const title = words(row.title);
    if (query.words.some((w) => title.has(w))) return 3;
    return facts.topic === asked[0] ? 1 : 0;
  }
  const title = words(row.title);
  const inTitle = (t) =>
    t.words.some((w) => title.has(w) || title.has(`${w}s`) || title.has(w.replace(/y$/, 'ies')));
  if (asked.length === 1) {
    if (facts.topic === asked[0]) return 3;
    if (facts.second === asked[0]) return 2;
    return inTitle(asked[0]) ? 1 : 0;
  }
  const covered = asked.filter((t) => t === facts.topic || t === facts.second || inTitle(t));
  if (covered.length === asked.length) return 3;
  if (asked.includes(facts.topic)) return 1;
  return 0;
}

/**
 * A passage query, by the passages a video cites (its first is its main passage): a verse or range is
 * 3 when cited exactly, 2 when a cited passage overlaps it, 1 when another verse of its chapter is cited;
 * a chapter is 3 when the main passage is in it, 2 another; a book likewise.
 */
function referenceGrade(query, { facts }) {
  const want = query.ref;
  let best = 0;
  facts.refs.forEach((r, i) => {
    if (r.book !== want.book) return;
    if (want.chapter === undefined) return (best = Math.max(best, i === 0 ? 3 : 2));
    if (r.chapter !== want.chapter) return;
    if (want.verse === undefined) return (best = Math.max(best, i === 0 ? 3 : 2));
    const [a, b] = [want.verse, want.verseEnd ?? want.verse];
    if (r.verse === undefined) return (best = Math.max(best, 2));
    const [c, d] = [r.verse, r.verseEnd ?? r.verse];
    if (a === c && b === d) best = 3;
    else if (c <= b && a <= d) best = Math.max(best, 2);
    else best = Math.max(best, 1);
  });
  return best;
}

function grade(query, video) {
  if (query.ref) return referenceGrade(query, video);
  if (query.topics) return topicGrade(query, video);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const catalogue = syntheticCatalogue();
  const queries = QUERIES.map(({ kind, q, ...intent }) => {
    const grades = {};
    for (const video of catalogue) {
      const g = grade({ q, ...intent }, video);
      if (g > 0) grades[video.row.youtubeId] = g;
    }
    return { kind, q, grades };
  });
  const out = {
    catalogue: 'synthetic',
    videos: SYNTHETIC_VIDEOS,
    seed: SYNTHETIC_SEED,
    fingerprint: fingerprint(catalogue),
    queries,
  };
  const file = join(dirname(fileURLToPath(import.meta.url)), 'synthetic.json');
  writeFileSync(file, `${JSON.stringify(out)}\n`);
  for (const q of queries)
    console.log(q.kind.padEnd(10), q.q.padEnd(28), Object.keys(q.grades).length);
}
