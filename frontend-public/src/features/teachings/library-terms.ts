// The choices of the library's filters: the books of the Bible and the search's topics, as the API
// names them (backend/src/modules/videos/bible-books.ts and topics.ts): `value`, what the address and
// the API carry, and `label`, the name shown in the page's language (translated where shown).

export interface LibraryTerm {
  value: string;
  label: { id: string; message: string };
}

export const BIBLE_BOOKS: readonly LibraryTerm[] = [
  { value: 'Genesis', label: /*i18n*/ { id: 'teachings.book.genesis', message: 'Genesis' } },
  { value: 'Exodus', label: /*i18n*/ { id: 'teachings.book.exodus', message: 'Exodus' } },
  { value: 'Leviticus', label: /*i18n*/ { id: 'teachings.book.leviticus', message: 'Leviticus' } },
  { value: 'Numbers', label: /*i18n*/ { id: 'teachings.book.numbers', message: 'Numbers' } },
  {
    value: 'Deuteronomy',
    label: /*i18n*/ { id: 'teachings.book.deuteronomy', message: 'Deuteronomy' },
  },
  { value: 'Joshua', label: /*i18n*/ { id: 'teachings.book.joshua', message: 'Joshua' } },
  { value: 'Judges', label: /*i18n*/ { id: 'teachings.book.judges', message: 'Judges' } },
  { value: 'Ruth', label: /*i18n*/ { id: 'teachings.book.ruth', message: 'Ruth' } },
  { value: '1 Samuel', label: /*i18n*/ { id: 'teachings.book.samuel1', message: '1 Samuel' } },
  { value: '2 Samuel', label: /*i18n*/ { id: 'teachings.book.samuel2', message: '2 Samuel' } },
  { value: '1 Kings', label: /*i18n*/ { id: 'teachings.book.kings1', message: '1 Kings' } },
  { value: '2 Kings', label: /*i18n*/ { id: 'teachings.book.kings2', message: '2 Kings' } },
  {
    value: '1 Chronicles',
    label: /*i18n*/ { id: 'teachings.book.chronicles1', message: '1 Chronicles' },
  },
  {
    value: '2 Chronicles',
    label: /*i18n*/ { id: 'teachings.book.chronicles2', message: '2 Chronicles' },
  },
  { value: 'Ezra', label: /*i18n*/ { id: 'teachings.book.ezra', message: 'Ezra' } },
  { value: 'Nehemiah', label: /*i18n*/ { id: 'teachings.book.nehemiah', message: 'Nehemiah' } },
  { value: 'Esther', label: /*i18n*/ { id: 'teachings.book.esther', message: 'Esther' } },
  { value: 'Job', label: /*i18n*/ { id: 'teachings.book.job', message: 'Job' } },
  { value: 'Psalms', label: /*i18n*/ { id: 'teachings.book.psalms', message: 'Psalms' } },
  { value: 'Proverbs', label: /*i18n*/ { id: 'teachings.book.proverbs', message: 'Proverbs' } },
  {
    value: 'Ecclesiastes',
    label: /*i18n*/ { id: 'teachings.book.ecclesiastes', message: 'Ecclesiastes' },
  },
  {
    value: 'Song of Solomon',
    label: /*i18n*/ { id: 'teachings.book.songOfSolomon', message: 'Song of Solomon' },
  },
  { value: 'Isaiah', label: /*i18n*/ { id: 'teachings.book.isaiah', message: 'Isaiah' } },
  { value: 'Jeremiah', label: /*i18n*/ { id: 'teachings.book.jeremiah', message: 'Jeremiah' } },
  {
    value: 'Lamentations',
    label: /*i18n*/ { id: 'teachings.book.lamentations', message: 'Lamentations' },
  },
  { value: 'Ezekiel', label: /*i18n*/ { id: 'teachings.book.ezekiel', message: 'Ezekiel' } },
  { value: 'Daniel', label: /*i18n*/ { id: 'teachings.book.daniel', message: 'Daniel' } },
  { value: 'Hosea', label: /*i18n*/ { id: 'teachings.book.hosea', message: 'Hosea' } },
  { value: 'Joel', label: /*i18n*/ { id: 'teachings.book.joel', message: 'Joel' } },
  { value: 'Amos', label: /*i18n*/ { id: 'teachings.book.amos', message: 'Amos' } },
  { value: 'Obadiah', label: /*i18n*/ { id: 'teachings.book.obadiah', message: 'Obadiah' } },
  { value: 'Jonah', label: /*i18n*/ { id: 'teachings.book.jonah', message: 'Jonah' } },
  { value: 'Micah', label: /*i18n*/ { id: 'teachings.book.micah', message: 'Micah' } },
  { value: 'Nahum', label: /*i18n*/ { id: 'teachings.book.nahum', message: 'Nahum' } },
  { value: 'Habakkuk', label: /*i18n*/ { id: 'teachings.book.habakkuk', message: 'Habakkuk' } },
  { value: 'Zephaniah', label: /*i18n*/ { id: 'teachings.book.zephaniah', message: 'Zephaniah' } },
  { value: 'Haggai', label: /*i18n*/ { id: 'teachings.book.haggai', message: 'Haggai' } },
  { value: 'Zechariah', label: /*i18n*/ { id: 'teachings.book.zechariah', message: 'Zechariah' } },
  { value: 'Malachi', label: /*i18n*/ { id: 'teachings.book.malachi', message: 'Malachi' } },
  { value: 'Matthew', label: /*i18n*/ { id: 'teachings.book.matthew', message: 'Matthew' } },
  { value: 'Mark', label: /*i18n*/ { id: 'teachings.book.mark', message: 'Mark' } },
  { value: 'Luke', label: /*i18n*/ { id: 'teachings.book.luke', message: 'Luke' } },
  { value: 'John', label: /*i18n*/ { id: 'teachings.book.john', message: 'John' } },
  { value: 'Acts', label: /*i18n*/ { id: 'teachings.book.acts', message: 'Acts' } },
  { value: 'Romans', label: /*i18n*/ { id: 'teachings.book.romans', message: 'Romans' } },
  {
    value: '1 Corinthians',
    label: /*i18n*/ { id: 'teachings.book.corinthians1', message: '1 Corinthians' },
  },
  {
    value: '2 Corinthians',
    label: /*i18n*/ { id: 'teachings.book.corinthians2', message: '2 Corinthians' },
  },
  { value: 'Galatians', label: /*i18n*/ { id: 'teachings.book.galatians', message: 'Galatians' } },
  { value: 'Ephesians', label: /*i18n*/ { id: 'teachings.book.ephesians', message: 'Ephesians' } },
  {
    value: 'Philippians',
    label: /*i18n*/ { id: 'teachings.book.philippians', message: 'Philippians' },
  },
  {
    value: 'Colossians',
    label: /*i18n*/ { id: 'teachings.book.colossians', message: 'Colossians' },
  },
  {
    value: '1 Thessalonians',
    label: /*i18n*/ { id: 'teachings.book.thessalonians1', message: '1 Thessalonians' },
  },
  {
    value: '2 Thessalonians',
    label: /*i18n*/ { id: 'teachings.book.thessalonians2', message: '2 Thessalonians' },
  },
  { value: '1 Timothy', label: /*i18n*/ { id: 'teachings.book.timothy1', message: '1 Timothy' } },
  { value: '2 Timothy', label: /*i18n*/ { id: 'teachings.book.timothy2', message: '2 Timothy' } },
  { value: 'Titus', label: /*i18n*/ { id: 'teachings.book.titus', message: 'Titus' } },
  { value: 'Philemon', label: /*i18n*/ { id: 'teachings.book.philemon', message: 'Philemon' } },
  { value: 'Hebrews', label: /*i18n*/ { id: 'teachings.book.hebrews', message: 'Hebrews' } },
  { value: 'James', label: /*i18n*/ { id: 'teachings.book.james', message: 'James' } },
  { value: '1 Peter', label: /*i18n*/ { id: 'teachings.book.peter1', message: '1 Peter' } },
  { value: '2 Peter', label: /*i18n*/ { id: 'teachings.book.peter2', message: '2 Peter' } },
  { value: '1 John', label: /*i18n*/ { id: 'teachings.book.john1', message: '1 John' } },
  { value: '2 John', label: /*i18n*/ { id: 'teachings.book.john2', message: '2 John' } },
  { value: '3 John', label: /*i18n*/ { id: 'teachings.book.john3', message: '3 John' } },
  { value: 'Jude', label: /*i18n*/ { id: 'teachings.book.jude', message: 'Jude' } },
  {
    value: 'Revelation',
    label: /*i18n*/ { id: 'teachings.book.revelation', message: 'Revelation' },
  },
];

export const LIBRARY_TOPICS: readonly LibraryTerm[] = [
  { value: 'Faith', label: /*i18n*/ { id: 'teachings.topic.faith', message: 'Faith' } },
  {
    value: 'Prayer & Worship',
    label: /*i18n*/ { id: 'teachings.topic.prayerWorship', message: 'Prayer & Worship' },
  },
  { value: 'Obedience', label: /*i18n*/ { id: 'teachings.topic.obedience', message: 'Obedience' } },
  { value: 'Sabbath', label: /*i18n*/ { id: 'teachings.topic.sabbath', message: 'Sabbath' } },
  {
    value: 'The Messiah',
    label: /*i18n*/ { id: 'teachings.topic.theMessiah', message: 'The Messiah' },
  },
  {
    value: 'Sanctification',
    label: /*i18n*/ { id: 'teachings.topic.sanctification', message: 'Sanctification' },
  },
  { value: 'Torah', label: /*i18n*/ { id: 'teachings.topic.torah', message: 'Torah' } },
  { value: 'Grace', label: /*i18n*/ { id: 'teachings.topic.grace', message: 'Grace' } },
  {
    value: 'Repentance',
    label: /*i18n*/ { id: 'teachings.topic.repentance', message: 'Repentance' },
  },
  { value: 'Salvation', label: /*i18n*/ { id: 'teachings.topic.salvation', message: 'Salvation' } },
  { value: 'Covenant', label: /*i18n*/ { id: 'teachings.topic.covenant', message: 'Covenant' } },
  {
    value: 'Biblical Feasts',
    label: /*i18n*/ { id: 'teachings.topic.biblicalFeasts', message: 'Biblical Feasts' },
  },
  {
    value: 'Holy Spirit',
    label: /*i18n*/ { id: 'teachings.topic.holySpirit', message: 'Holy Spirit' },
  },
  { value: 'Prophecy', label: /*i18n*/ { id: 'teachings.topic.prophecy', message: 'Prophecy' } },
  { value: 'Love', label: /*i18n*/ { id: 'teachings.topic.love', message: 'Love' } },
  {
    value: 'Forgiveness',
    label: /*i18n*/ { id: 'teachings.topic.forgiveness', message: 'Forgiveness' },
  },
  { value: 'Family', label: /*i18n*/ { id: 'teachings.topic.family', message: 'Family' } },
  {
    value: 'Discipleship',
    label: /*i18n*/ { id: 'teachings.topic.discipleship', message: 'Discipleship' },
  },
  { value: 'Healing', label: /*i18n*/ { id: 'teachings.topic.healing', message: 'Healing' } },
  { value: 'Hope', label: /*i18n*/ { id: 'teachings.topic.hope', message: 'Hope' } },
  { value: 'Wisdom', label: /*i18n*/ { id: 'teachings.topic.wisdom', message: 'Wisdom' } },
  {
    value: 'Spiritual Warfare',
    label: /*i18n*/ { id: 'teachings.topic.spiritualWarfare', message: 'Spiritual Warfare' },
  },
  {
    value: 'Kingdom of God',
    label: /*i18n*/ { id: 'teachings.topic.kingdomOfGod', message: 'Kingdom of God' },
  },
  { value: 'Creation', label: /*i18n*/ { id: 'teachings.topic.creation', message: 'Creation' } },
  {
    value: 'Hebrew Roots',
    label: /*i18n*/ { id: 'teachings.topic.hebrewRoots', message: 'Hebrew Roots' },
  },
  { value: 'Baptism', label: /*i18n*/ { id: 'teachings.topic.baptism', message: 'Baptism' } },
  { value: 'Humility', label: /*i18n*/ { id: 'teachings.topic.humility', message: 'Humility' } },
  { value: 'Fasting', label: /*i18n*/ { id: 'teachings.topic.fasting', message: 'Fasting' } },
  {
    value: 'Righteousness',
    label: /*i18n*/ { id: 'teachings.topic.righteousness', message: 'Righteousness' },
  },
  {
    value: 'Identity in Messiah',
    label: /*i18n*/ { id: 'teachings.topic.identityInMessiah', message: 'Identity in Messiah' },
  },
];
