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
    words: ['repentance', 'repent', 'teshuvah', 'returning'],
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
