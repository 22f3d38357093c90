/**
 * The topic lexicon: what the quick topic chips and suggestions offer, the synonyms a search expands to
 * (a query for any word of a topic also finds the others), and the themes the YouTube sync derives.
 */
export interface Topic {
  /** The theme name shown on cards and offered as a suggestion. */
  term: string;
  description: string;
  /** Lower-case single words; the first is the topic's own word. */
  words: string[];
}

export const TOPICS: readonly Topic[] = [
  {
    term: 'Faith',
    description: 'Trusting God and His promises',
    words: ['faith', 'believe', 'belief', 'trust', 'faithfulness'],
  },
  {
    term: 'Prayer & Worship',
    description: 'Coming before God in prayer, praise and worship',
    words: ['prayer', 'pray', 'praying', 'worship', 'praise', 'intercession'],
  },
  {
    term: 'Obedience',
    description: 'Walking in the commandments out of love',
    words: ['obedience', 'obey', 'obedient', 'commandments', 'commandment'],
  },
  {
    term: 'Sabbath',
    description: 'Shabbat, the seventh-day rest God blessed',
    words: ['sabbath', 'shabbat', 'shabbos', 'sabbaths'],
  },
  {
    term: 'The Messiah',
    description: 'Yeshua, Jesus the Christ, promised and fulfilled',
    words: ['messiah', 'yeshua', 'jesus', 'christ', 'mashiach', 'savior', 'saviour'],
  },
  {
    term: 'Sanctification',
    description: 'Being set apart and made holy',
    words: ['sanctification', 'sanctified', 'holiness', 'consecration'],
  },
  {
    term: 'Torah',
    description: 'The Law and instruction of God',
    words: ['torah', 'law', 'pentateuch', 'instruction'],
  },
  {
    term: 'Grace',
    description: "God's unmerited favour and mercy",
    words: ['grace', 'mercy', 'merciful', 'favor', 'favour'],
  },
  {
    term: 'Repentance',
    description: 'Turning back to God (teshuvah)',
    words: ['repentance', 'repent', 'teshuvah'],
  },
  {
    term: 'Salvation',
    description: 'Redemption and new life',
    words: ['salvation', 'saved', 'redemption', 'redeemed', 'redeemer'],
  },
  {
    term: 'Covenant',
    description: "God's covenants with His people",
    words: ['covenant', 'covenants'],
  },
  {
    term: 'Biblical Feasts',
    description: "Passover, Shavuot, Sukkot and the LORD's appointed times",
    words: [
      'feasts',
      'feast',
      'passover',
      'pesach',
      'shavuot',
      'pentecost',
      'sukkot',
      'tabernacles',
      'moedim',
    ],
  },
  {
    term: 'Holy Spirit',
    description: 'The Spirit (Ruach HaKodesh) who guides and empowers',
    words: ['spirit', 'ruach', 'comforter'],
  },
  {
    term: 'Prophecy',
    description: 'The prophets and the end of days',
    words: ['prophecy', 'prophecies', 'prophetic', 'prophets', 'prophet'],
  },
  {
    term: 'Love',
    description: 'Loving God and neighbour',
    words: ['love', 'loving', 'agape', 'charity'],
  },
  {
    term: 'Forgiveness',
    description: 'Receiving and extending forgiveness',
    words: ['forgiveness', 'forgive', 'forgiven', 'forgiving'],
  },
  {
    term: 'Family',
    description: 'Marriage, parenting and the home',
    words: ['family', 'families', 'marriage', 'parenting', 'children'],
  },
  {
    term: 'Discipleship',
    description: 'Following the Master day by day',
    words: ['discipleship', 'disciple', 'disciples'],
  },
  {
    term: 'Healing',
    description: 'Healing of body, heart and soul',
    words: ['healing', 'heal', 'healed'],
  },
  { term: 'Hope', description: 'Hope that does not disappoint', words: ['hope', 'hopeful'] },
  {
    term: 'Wisdom',
    description: 'Wisdom and understanding from above',
    words: ['wisdom', 'wise', 'discernment'],
  },
  {
    term: 'Spiritual Warfare',
    description: 'Standing firm in the armour of God',
    words: ['warfare', 'armor', 'armour', 'battle'],
  },
  { term: 'Kingdom of God', description: 'The reign of God, now and to come', words: ['kingdom'] },
  {
    term: 'Creation',
    description: 'God the Creator and His works',
    words: ['creation', 'creator', 'created'],
  },
  {
    term: 'Hebrew Roots',
    description: 'The Hebraic foundations of the faith',
    words: ['hebrew', 'hebraic', 'roots', 'jewish'],
  },
  {
    term: 'Baptism',
    description: 'Immersion and new life',
    words: ['baptism', 'baptized', 'immersion', 'mikvah'],
  },
  { term: 'Humility', description: 'Walking humbly with God', words: ['humility', 'humble'] },
  { term: 'Fasting', description: 'Fasting and seeking God', words: ['fasting', 'fasted'] },
  {
    term: 'Righteousness',
    description: 'Right standing and right living',
    words: ['righteousness', 'righteous', 'justice'],
  },
  {
    term: 'Identity in Messiah',
    description: 'Who we are as sons and daughters',
    words: ['identity', 'adoption', 'sonship'],
  },
];

/**
 * Words that name the same thing, not merely the same topic: a query for one is answered first by
 * videos with any of them (Sukkot and Tabernacles), then by those with the topic's other words
 * (Passover, Shavuot). Words of no set only stand for themselves.
 */
const ALIAS_SETS: readonly (readonly string[])[] = [
  ['faith', 'faithfulness', 'faithful'],
  ['prayer', 'pray', 'praying', 'intercession'],
  ['worship', 'praise'],
  ['obedience', 'obey', 'obedient'],
  ['commandments', 'commandment'],
  ['sabbath', 'shabbat', 'shabbos', 'sabbaths'],
  ['messiah', 'yeshua', 'jesus', 'christ', 'mashiach'],
  ['savior', 'saviour'],
  ['sanctification', 'sanctified', 'consecration'],
  ['torah', 'law', 'pentateuch'],
  ['mercy', 'merciful'],
  ['favor', 'favour'],
  ['repentance', 'repent', 'teshuvah'],
  ['salvation', 'saved'],
  ['redemption', 'redeemed', 'redeemer'],
  ['covenant', 'covenants'],
  ['feasts', 'feast', 'moedim'],
  ['passover', 'pesach'],
  ['shavuot', 'pentecost'],
  ['sukkot', 'tabernacles'],
  ['spirit', 'ruach'],
  ['prophecy', 'prophecies', 'prophetic', 'prophets', 'prophet'],
  ['love', 'loving', 'agape'],
  ['forgiveness', 'forgive', 'forgiven', 'forgiving'],
  ['family', 'families'],
  ['children', 'parenting'],
  ['discipleship', 'disciple', 'disciples'],
  ['healing', 'heal', 'healed'],
  ['hope', 'hopeful'],
  ['wisdom', 'wise'],
  ['warfare', 'battle'],
  ['armor', 'armour'],
  ['creation', 'creator', 'created'],
  ['hebrew', 'hebraic'],
  ['baptism', 'baptized', 'immersion', 'mikvah'],
  ['humility', 'humble'],
  ['fasting', 'fasted'],
  ['righteousness', 'righteous'],
  ['adoption', 'sonship'],
];

/** The other words naming what `word` names (see ALIAS_SETS), plural forms too. */
export function aliasesOf(word: string): string[] {
  const singular = word.endsWith('s') ? word.slice(0, -1) : word;
  const set = ALIAS_SETS.find((s) => s.includes(word) || s.includes(singular));
  return set ? set.filter((w) => w !== word) : [];
}

/** Topic words starting with a typed word of 3 letters or more: "covenan" → covenant, covenants. */
export function topicWordsStartingWith(prefix: string): string[] {
  if (prefix.length < 3) return [];
  return TOPIC_WORDS.filter((w) => w.startsWith(prefix) && w !== prefix);
}

/** Every topic a lower-case word belongs to (plural forms too). */
export function topicsOfWord(word: string): Topic[] {
  const singular = word.endsWith('s') ? word.slice(0, -1) : word;
  return TOPICS.filter((t) => t.words.includes(word) || t.words.includes(singular));
}

/** The themes (topic terms) a text is about: a topic word occurring as a whole word. */
export function themesOf(...texts: string[]): string[] {
  const words = new Set(
    texts
      .join(' ')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );
  return TOPICS.filter((topic) => topic.words.some((w) => words.has(w) || words.has(`${w}s`))).map(
    (topic) => topic.term,
  );
}

/** Typed words shorter than this are still being typed: they are completed, never corrected. */
export const CORRECTION_MIN_LENGTH = 4;

/** Every topic word, once: what a query may be corrected to. */
const TOPIC_WORDS = [...new Set(TOPICS.flatMap((t) => t.words))];

/**
 * The topic word a typed word most likely meant, when it is closer to one than to the words it would
 * match as typed: "fath" is one letter from faith but two from father, the nearest catalogue word it
 * starts. `completionDistance` is how far the nearest of those is (0: the word itself is known;
 * Infinity: nothing starts with it). At most one edit, or two for words of 7 letters or more.
 */
export function closerTopicWord(word: string, completionDistance: number): string | undefined {
  if (word.length < CORRECTION_MIN_LENGTH || completionDistance <= 1) return undefined;
  const budget = Math.min(completionDistance - 1, word.length >= 7 ? 2 : 1);
  let best: string | undefined;
  let bestDistance = budget + 1;
  for (const candidate of TOPIC_WORDS) {
    if (Math.abs(candidate.length - word.length) >= bestDistance) continue;
    const distance = editDistance(word, candidate, bestDistance);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Edits (insert, delete, substitute, swap two neighbours) between two words, or `cap` when it is at
 * least that: the optimal string alignment distance.
 */
export function editDistance(a: string, b: string, cap = Infinity): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2] + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin >= cap) return cap;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length], cap);
}
