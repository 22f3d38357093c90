import type { Scripture } from './entities/scripture.entity';

/** The demo scriptures; the first is shown on the home page. */
export function demoScriptures(now: Date): Partial<Scripture>[] {
  return [
    {
      text: 'God is Spirit, and those who worship Him must worship in spirit and truth.',
      reference: 'John 4:24',
      isActive: true,
      displayOnHome: true,
      homeDisplaySetAt: now,
    },
    {
      text: 'Your word is a lamp to my feet and a light to my path.',
      reference: 'Psalm 119:105',
      isActive: true,
      displayOnHome: false,
      homeDisplaySetAt: null,
    },
    {
      text: 'Remember the Sabbath day, to keep it holy.',
      reference: 'Exodus 20:8',
      isActive: true,
      displayOnHome: false,
      homeDisplaySetAt: null,
    },
    {
      text: 'Now faith is the substance of things hoped for, the evidence of things not seen.',
      reference: 'Hebrews 11:1',
      isActive: true,
      displayOnHome: false,
      homeDisplaySetAt: null,
    },
  ];
}
