/**
 * The demo catalogue seeded on the embedded default (no YouTube key): believable teachings of the
 * ministry, each with a short summary, the passages it opens and a few tags. Themes, durations, view
 * counts and dates are derived when seeding.
 */
export interface DemoTeaching {
  title: string;
  summary: string;
  references: string[];
  tags: string[];
}

export const DEMO_TEACHINGS: readonly DemoTeaching[] = [
  {
    title: 'What Is True Faith?',
    summary:
      'Faith is more than agreement: it is trust that obeys. We walk through the heroes of faith and what their lives teach us.',
    references: ['Hebrews 11:1-6', 'James 2:17'],
    tags: ['faith', 'trust', 'bible study'],
  },
  {
    title: 'Remember the Sabbath Day',
    summary:
      'Why God blessed the seventh day at creation, and how keeping Shabbat can shape a family week around rest and worship.',
    references: ['Genesis 2:2-3', 'Exodus 20:8-11'],
    tags: ['sabbath', 'shabbat', 'rest'],
  },
  {
    title: 'Shabbat: A Delight, Not a Burden',
    summary:
      'Isaiah calls the Sabbath a delight. Practical ways to welcome Shabbat with joy, candles, bread and the Word.',
    references: ['Isaiah 58:13-14', 'Mark 2:27'],
    tags: ['sabbath', 'family', 'hebrew roots'],
  },
  {
    title: 'Yeshua the Messiah in the Tanakh',
    summary:
      'From Genesis to Malachi the promised Messiah is foreshadowed. We trace the prophecies fulfilled in Yeshua.',
    references: ['Isaiah 53:5', 'Micah 5:2', 'Luke 24:27'],
    tags: ['messiah', 'prophecy', 'yeshua'],
  },
  {
    title: 'For God So Loved the World',
    summary:
      'A careful reading of the most quoted verse in scripture and the conversation with Nicodemus around it.',
    references: ['John 3:16', 'John 3:1-21'],
    tags: ['love', 'salvation', 'gospel of john'],
  },
  {
    title: 'Born from Above: Nicodemus by Night',
    summary:
      'What did Yeshua mean by being born again? Water, Spirit and the new birth explained from John chapter 3.',
    references: ['John 3:3-8', 'Ezekiel 36:26'],
    tags: ['salvation', 'holy spirit', 'gospel of john'],
  },
  {
    title: 'The Power of Persistent Prayer',
    summary:
      'The widow who would not give up, Daniel at his window and the early believers in the upper room: how to keep praying.',
    references: ['Luke 18:1-8', 'Daniel 6:10', 'Acts 1:14'],
    tags: ['prayer', 'intercession'],
  },
  {
    title: 'Worship in Spirit and in Truth',
    summary:
      'The woman at the well asked where to worship; Yeshua answered how. What true worship looks like today.',
    references: ['John 4:23-24', 'Psalm 95:6'],
    tags: ['worship', 'praise'],
  },
  {
    title: 'Obedience: The Language of Love',
    summary:
      'If you love me, keep my commandments. Obedience is not legalism but the fruit of a loving relationship.',
    references: ['John 14:15', '1 John 5:3', 'Deuteronomy 6:4-9'],
    tags: ['obedience', 'love', 'commandments'],
  },
  {
    title: 'Sanctification: Being Set Apart',
    summary:
      'God calls His people holy. What sanctification means, how it grows, and the part we play.',
    references: ['1 Thessalonians 4:3', 'Leviticus 20:26', 'Hebrews 12:14'],
    tags: ['sanctification', 'holiness'],
  },
  {
    title: 'The Torah Is Not Against Grace',
    summary:
      'Did the Messiah abolish the Law? A close reading of Matthew 5 and Romans 7 on Torah and grace together.',
    references: ['Matthew 5:17-19', 'Romans 7:12', 'Psalm 119:97'],
    tags: ['torah', 'grace', 'law'],
  },
  {
    title: 'Amazing Grace Through Faith',
    summary:
      'Saved by grace through faith, created for good works: Ephesians 2 in its full context.',
    references: ['Ephesians 2:8-10', 'Titus 2:11-12'],
    tags: ['grace', 'salvation', 'faith'],
  },
  {
    title: 'Teshuvah: The Way Back Home',
    summary:
      'Repentance in Hebrew means returning. The prodigal son and the prophets show the road back to the Father.',
    references: ['Luke 15:11-32', 'Joel 2:12-13'],
    tags: ['repentance', 'teshuvah'],
  },
  {
    title: 'Passover and the Lamb of God',
    summary:
      'The Passover lamb, the blood on the doorposts and the Last Supper: how Pesach points to the Messiah.',
    references: ['Exodus 12:1-14', 'John 1:29', '1 Corinthians 5:7'],
    tags: ['passover', 'feasts', 'messiah'],
  },
  {
    title: 'Sukkot: Dwelling with God',
    summary:
      'The Feast of Tabernacles celebrates God dwelling among His people, past, present and to come.',
    references: ['Leviticus 23:33-43', 'John 1:14', 'Zechariah 14:16'],
    tags: ['sukkot', 'feasts', 'tabernacles'],
  },
  {
    title: 'Shavuot and the Gift of the Spirit',
    summary:
      'Fifty days from Passover: the giving of Torah at Sinai and the outpouring of the Spirit at Pentecost.',
    references: ['Acts 2:1-4', 'Exodus 19:16-20'],
    tags: ['shavuot', 'pentecost', 'holy spirit'],
  },
  {
    title: 'The Shepherd Psalm for Anxious Days',
    summary:
      'Psalm 23 line by line: provision, rest, restoration and a table prepared in the presence of enemies.',
    references: ['Psalm 23', 'John 10:11'],
    tags: ['hope', 'comfort', 'psalms'],
  },
  {
    title: 'Love Is Patient: 1 Corinthians 13',
    summary:
      'The love chapter is not only for weddings. Paul describes the love that builds a congregation.',
    references: ['1 Corinthians 13:4-7'],
    tags: ['love', 'community', 'marriage'],
  },
  {
    title: 'Forgiving as We Have Been Forgiven',
    summary:
      'Seventy times seven: why forgiveness frees the one who forgives, and how to begin when it hurts.',
    references: ['Matthew 18:21-35', 'Colossians 3:13'],
    tags: ['forgiveness', 'healing'],
  },
  {
    title: 'Walking in the Spirit Day by Day',
    summary:
      'The fruit of the Spirit grows as we walk by the Spirit. A practical teaching on Galatians 5.',
    references: ['Galatians 5:16-25', 'Romans 8:14'],
    tags: ['holy spirit', 'discipleship'],
  },
  {
    title: 'All Things Work Together for Good',
    summary:
      'Romans 8:28 is often quoted and rarely read in context. The promise, its condition and its comfort.',
    references: ['Romans 8:28-30'],
    tags: ['hope', 'faith', 'romans'],
  },
  {
    title: 'The Armour of God',
    summary:
      'Truth, righteousness, peace, faith, salvation and the Word: standing firm in spiritual warfare.',
    references: ['Ephesians 6:10-18'],
    tags: ['spiritual warfare', 'prayer'],
  },
  {
    title: 'Abraham: Father of Faith',
    summary:
      'Leaving Ur, waiting for Isaac and climbing Moriah: the faith journey of Abraham and the covenant God made.',
    references: ['Genesis 12:1-3', 'Genesis 15:6', 'Romans 4:3'],
    tags: ['faith', 'covenant', 'genesis'],
  },
  {
    title: 'The New Covenant Written on the Heart',
    summary:
      'Jeremiah promised a new covenant: the Torah written on hearts. What changed and what did not.',
    references: ['Jeremiah 31:31-34', 'Hebrews 8:10'],
    tags: ['covenant', 'torah'],
  },
  {
    title: 'Hear, O Israel: The Shema',
    summary:
      'The Shema is the heartbeat of biblical faith. Loving God with all heart, soul and strength.',
    references: ['Deuteronomy 6:4-9', 'Mark 12:29-30'],
    tags: ['hebrew roots', 'love', 'obedience'],
  },
  {
    title: 'Isaiah 53: The Suffering Servant',
    summary:
      'Pierced for our transgressions: a verse-by-verse study of the servant song and its fulfilment.',
    references: ['Isaiah 53:3-6', 'Acts 8:32-35'],
    tags: ['messiah', 'prophecy', 'isaiah'],
  },
  {
    title: 'The Lord’s Prayer in Its Hebrew Setting',
    summary:
      'Our Father in heaven: each line of the prayer Yeshua taught, read against the prayers of His day.',
    references: ['Matthew 6:9-13', 'Luke 11:1-4'],
    tags: ['prayer', 'hebrew roots'],
  },
  {
    title: 'Fasting That Pleases God',
    summary:
      'Isaiah 58 contrasts empty fasting with the fast God chooses: loosing bonds and feeding the hungry.',
    references: ['Isaiah 58:6-7', 'Matthew 6:16-18'],
    tags: ['fasting', 'prayer'],
  },
  {
    title: 'Humility Before Honour',
    summary:
      'God resists the proud and gives grace to the humble. Lessons from Moses, David and the towel in the upper room.',
    references: ['James 4:6-10', 'John 13:1-17', 'Numbers 12:3'],
    tags: ['humility', 'discipleship'],
  },
  {
    title: 'Wisdom from Above',
    summary:
      'Proverbs and James on the wisdom that is pure, peaceable and full of mercy, and how to ask for it.',
    references: ['James 3:17', 'Proverbs 3:5-6', 'James 1:5'],
    tags: ['wisdom', 'proverbs'],
  },
  {
    title: 'Healing in His Wings',
    summary:
      'The tzitzit, the woman who touched the hem and Malachi’s promise of healing for those who fear His name.',
    references: ['Malachi 4:2', 'Mark 5:25-34', 'Numbers 15:38-40'],
    tags: ['healing', 'hebrew roots', 'faith'],
  },
  {
    title: 'Baptism: Immersed into New Life',
    summary:
      'From the mikvah to the Jordan: what immersion signified then and what baptism means for the believer.',
    references: ['Romans 6:3-4', 'Matthew 3:13-17'],
    tags: ['baptism', 'salvation'],
  },
  {
    title: 'The Kingdom of Heaven Is Near',
    summary:
      'Parables of the mustard seed, the leaven and the pearl: how the kingdom grows quietly and surely.',
    references: ['Matthew 13:31-46', 'Luke 17:20-21'],
    tags: ['kingdom', 'parables'],
  },
  {
    title: 'In the Beginning: Creation and the Creator',
    summary:
      'Genesis 1 reveals who God is before it tells what He made. Creation, the seventh day and our purpose.',
    references: ['Genesis 1:1', 'John 1:1-3', 'Psalm 19:1'],
    tags: ['creation', 'genesis', 'sabbath'],
  },
  {
    title: 'Righteousness That Exceeds the Pharisees',
    summary:
      'What did Yeshua mean? Inner righteousness, the heart of the commandments and mercy over sacrifice.',
    references: ['Matthew 5:20', 'Micah 6:8'],
    tags: ['righteousness', 'torah', 'obedience'],
  },
  {
    title: 'Who You Are in the Messiah',
    summary:
      'Adopted, redeemed, grafted in: the identity of the believer according to Ephesians 1 and Romans 11.',
    references: ['Ephesians 1:3-14', 'Romans 11:17-18'],
    tags: ['identity', 'messiah', 'adoption'],
  },
  {
    title: 'Grafted In: The Olive Tree',
    summary:
      'Paul’s picture of the olive tree and what it means for believers from the nations and for Israel.',
    references: ['Romans 11:16-24'],
    tags: ['hebrew roots', 'covenant'],
  },
  {
    title: 'The Ten Words at Sinai',
    summary: 'The Ten Commandments as a covenant of love between God and His redeemed people.',
    references: ['Exodus 20:1-17', 'Deuteronomy 5:6-21'],
    tags: ['commandments', 'torah', 'covenant'],
  },
  {
    title: 'Anxiety, Peace and the Presence of God',
    summary:
      'Be anxious for nothing: Philippians 4 and the Psalms on trading worry for prayer and peace.',
    references: ['Philippians 4:6-7', 'Psalm 46:10'],
    tags: ['prayer', 'hope', 'peace'],
  },
  {
    title: 'Raising Children in the Way',
    summary:
      'Train up a child: teaching the Word at home, at the table and on the way, as the Shema commands.',
    references: ['Proverbs 22:6', 'Deuteronomy 6:7'],
    tags: ['family', 'parenting', 'children'],
  },
  {
    title: 'Marriage as a Covenant',
    summary:
      'From Eden to Ephesians: marriage as a covenant that pictures the Messiah and His people.',
    references: ['Genesis 2:24', 'Ephesians 5:25-33'],
    tags: ['marriage', 'family', 'covenant'],
  },
  {
    title: 'The Good Shepherd Knows His Sheep',
    summary:
      'Ezekiel 34 and John 10 side by side: the Shepherd who seeks, heals and lays down His life.',
    references: ['John 10:11-16', 'Ezekiel 34:11-16'],
    tags: ['messiah', 'hope'],
  },
  {
    title: 'Faith That Moves Mountains',
    summary:
      'Faith as small as a mustard seed: what Yeshua promised and what it looks like in ordinary lives.',
    references: ['Matthew 17:20', 'Mark 11:22-24'],
    tags: ['faith', 'prayer'],
  },
  {
    title: 'Blessed Are the Poor in Spirit',
    summary:
      'The Beatitudes as the character of the kingdom: humility, mourning, meekness and hunger for righteousness.',
    references: ['Matthew 5:3-12'],
    tags: ['kingdom', 'humility', 'righteousness'],
  },
  {
    title: 'The Prodigal and the Elder Brother',
    summary:
      'Two sons, one father: the parable read from both brothers’ side, and the grace that welcomes both.',
    references: ['Luke 15:11-32'],
    tags: ['grace', 'repentance', 'parables'],
  },
  {
    title: 'Ruth: Loyal Love and Redemption',
    summary: 'Where you go I will go: Ruth, Boaz the kinsman-redeemer and the line of David.',
    references: ['Ruth 1:16-17', 'Ruth 4:13-17'],
    tags: ['redemption', 'covenant', 'women of the bible'],
  },
  {
    title: 'Esther: For Such a Time as This',
    summary:
      'Courage, fasting and providence: the story behind Purim and what it teaches about God’s hidden hand.',
    references: ['Esther 4:14-16'],
    tags: ['fasting', 'courage', 'feasts'],
  },
  {
    title: 'Jonah and the Mercy of God',
    summary: 'The reluctant prophet, the repentant city and the God who cares for Nineveh.',
    references: ['Jonah 3:1-10', 'Jonah 4:2'],
    tags: ['repentance', 'mercy', 'prophets'],
  },
  {
    title: 'Elijah and the Still Small Voice',
    summary: 'After the fire on Carmel, Elijah ran. God met him in the whisper, not the wind.',
    references: ['1 Kings 19:9-13'],
    tags: ['prayer', 'prophets', 'hope'],
  },
  {
    title: 'The Day of Atonement and Our High Priest',
    summary:
      'Yom Kippur in Leviticus 16 and Hebrews 9: the high priest, the scapegoat and the Messiah.',
    references: ['Leviticus 16:29-34', 'Hebrews 9:11-14'],
    tags: ['feasts', 'messiah', 'atonement'],
  },
  {
    title: 'Feast of Trumpets: Awake!',
    summary: 'Yom Teruah and the sound of the shofar: a call to wake up, repent and watch.',
    references: ['Leviticus 23:23-25', '1 Thessalonians 4:16'],
    tags: ['feasts', 'prophecy', 'repentance'],
  },
  {
    title: 'Daniel’s Seventy Weeks',
    summary:
      'One of the most debated prophecies explained carefully, with its timeline and its Messiah.',
    references: ['Daniel 9:24-27'],
    tags: ['prophecy', 'messiah', 'daniel'],
  },
  {
    title: 'The Sermon on the Mount, Part 1',
    summary: 'Salt and light: the calling of disciples to live the Torah from the heart.',
    references: ['Matthew 5:13-16', 'Matthew 5:17-20'],
    tags: ['discipleship', 'torah'],
  },
  {
    title: 'The Sermon on the Mount, Part 2',
    summary:
      'Anger, lust, oaths and loving enemies: Yeshua’s teaching on the heart of the commandments.',
    references: ['Matthew 5:21-48'],
    tags: ['discipleship', 'love', 'obedience'],
  },
  {
    title: 'Take Up Your Cross: The Cost of Discipleship',
    summary:
      'Following the Master means counting the cost. What disciples gave up and what they gained.',
    references: ['Luke 9:23-24', 'Luke 14:25-33'],
    tags: ['discipleship', 'obedience'],
  },
  {
    title: 'The Holy Spirit Our Helper',
    summary:
      'The Comforter Yeshua promised: who He is, what He does and how He leads into all truth.',
    references: ['John 14:16-17', 'John 16:13'],
    tags: ['holy spirit', 'comforter'],
  },
  {
    title: 'Sabbath Rest for the People of God',
    summary:
      'Hebrews 4 on the rest that remains: the weekly Shabbat and the greater rest it points to.',
    references: ['Hebrews 4:9-11', 'Exodus 31:13'],
    tags: ['sabbath', 'rest', 'hebrews'],
  },
  {
    title: 'The Sabbath in the Gospels',
    summary: 'Healing on Shabbat, grain in the fields: how Yeshua kept and taught the Sabbath.',
    references: ['Mark 2:23-28', 'Luke 4:16', 'Luke 13:10-17'],
    tags: ['sabbath', 'healing', 'messiah'],
  },
  {
    title: 'Praise in the Night: Paul and Silas',
    summary: 'Chains, midnight songs and an earthquake: worship as warfare in the darkest hour.',
    references: ['Acts 16:25-34'],
    tags: ['worship', 'praise', 'salvation'],
  },
  {
    title: 'Psalm 119: A Love Song to the Word',
    summary:
      'Twenty-two stanzas on delighting in God’s instruction: a lamp to the feet and a light to the path.',
    references: ['Psalm 119:105', 'Psalm 119:97-104'],
    tags: ['torah', 'bible study', 'psalms'],
  },
  {
    title: 'Justified by Faith: Romans 3 to 5',
    summary:
      'How the righteous live by faith: Paul’s argument from Abraham, David and the work of the Messiah.',
    references: ['Romans 3:21-26', 'Romans 5:1'],
    tags: ['faith', 'righteousness', 'romans'],
  },
  {
    title: 'Revelation 21: All Things New',
    summary:
      'A new heaven, a new earth and God dwelling with His people: the hope at the end of the story.',
    references: ['Revelation 21:1-5'],
    tags: ['hope', 'prophecy'],
  },
  {
    title: 'Hope That Does Not Disappoint',
    summary:
      'Suffering, perseverance, character and hope: Romans 5 for those walking through trials.',
    references: ['Romans 5:3-5', 'Lamentations 3:22-23'],
    tags: ['hope', 'healing'],
  },
  {
    title: 'Holy as He Is Holy',
    summary:
      'Peter quotes Leviticus to believers from the nations: a call to holiness in everyday conduct.',
    references: ['1 Peter 1:15-16', 'Leviticus 11:44'],
    tags: ['holiness', 'sanctification'],
  },
  {
    title: 'Renewing the Mind: Romans 12',
    summary: 'A living sacrifice and a transformed mind: the practical heart of sanctification.',
    references: ['Romans 12:1-2'],
    tags: ['sanctification', 'discipleship', 'worship'],
  },
  {
    title: 'Genesis 22: The Binding of Isaac',
    summary:
      'The Akedah on Mount Moriah: faith tested, a ram provided and a picture of the Messiah.',
    references: ['Genesis 22:1-14', 'Hebrews 11:17-19'],
    tags: ['faith', 'messiah', 'genesis'],
  },
];
