import {
  asJpeg,
  contentHash,
  isPodcastArtwork,
  PODCAST_ARTWORK,
  uploadedImageSize,
} from '../../common/images/uploaded-image';
import { PodcastArtworkInvalidError } from './settings.errors';
import type { SiteImage } from './logo-image';

/**
 * Apple Podcasts' categories and their subcategories, as its podcast RSS requirements list them
 * (Spotify reads the same `itunes:category`).
 */
export const PODCAST_CATEGORIES: Record<string, readonly string[]> = {
  Arts: ['Books', 'Design', 'Fashion & Beauty', 'Food', 'Performing Arts', 'Visual Arts'],
  Business: ['Careers', 'Entrepreneurship', 'Investing', 'Management', 'Marketing', 'Non-Profit'],
  Comedy: ['Comedy Interviews', 'Improv', 'Stand-Up'],
  Education: ['Courses', 'How To', 'Language Learning', 'Self-Improvement'],
  Fiction: ['Comedy Fiction', 'Drama', 'Science Fiction'],
  Government: [],
  History: [],
  'Health & Fitness': [
    'Alternative Health',
    'Fitness',
    'Medicine',
    'Mental Health',
    'Nutrition',
    'Sexuality',
  ],
  'Kids & Family': ['Education for Kids', 'Parenting', 'Pets & Animals', 'Stories for Kids'],
  Leisure: [
    'Animation & Manga',
    'Automotive',
    'Aviation',
    'Crafts',
    'Games',
    'Hobbies',
    'Home & Garden',
    'Video Games',
  ],
  Music: ['Music Commentary', 'Music History', 'Music Interviews'],
  News: [
    'Business News',
    'Daily News',
    'Entertainment News',
    'News Commentary',
    'Politics',
    'Sports News',
    'Tech News',
  ],
  'Religion & Spirituality': [
    'Buddhism',
    'Christianity',
    'Hinduism',
    'Islam',
    'Judaism',
    'Religion',
    'Spirituality',
  ],
  Science: [
    'Astronomy',
    'Chemistry',
    'Earth Sciences',
    'Life Sciences',
    'Mathematics',
    'Natural Sciences',
    'Nature',
    'Physics',
    'Social Sciences',
  ],
  'Society & Culture': [
    'Documentary',
    'Personal Journals',
    'Philosophy',
    'Places & Travel',
    'Relationships',
  ],
  Sports: [
    'Baseball',
    'Basketball',
    'Cricket',
    'Fantasy Sports',
    'Football',
    'Golf',
    'Hockey',
    'Rugby',
    'Running',
    'Soccer',
    'Swimming',
    'Tennis',
    'Volleyball',
    'Wilderness',
    'Wrestling',
  ],
  Technology: [],
  'True Crime': [],
  'TV & Film': ['After Shows', 'Film History', 'Film Interviews', 'Film Reviews', 'TV Reviews'],
};

export const PODCAST_CATEGORY_NAMES = Object.keys(PODCAST_CATEGORIES);
export const PODCAST_SUBCATEGORY_NAMES = [...new Set(Object.values(PODCAST_CATEGORIES).flat())];

/** A fresh install's podcast: its texts empty (the feed then uses the site's name and mail identity). */
export const PODCAST_DEFAULTS = {
  podcastTitle: '',
  podcastDescription: '',
  podcastAuthor: '',
  podcastOwnerName: '',
  podcastOwnerEmail: '',
  podcastCategory: 'Religion & Spirituality',
  podcastSubcategory: 'Christianity',
  podcastLanguage: '',
} as const;

export type PodcastFields = keyof typeof PODCAST_DEFAULTS;

/** The podcast as the feeds print it: every text resolved (the site's identity where left empty). */
export interface PodcastIdentity {
  title: string;
  description: string;
  author: string;
  ownerName: string;
  ownerEmail: string;
  category: string;
  subcategory: string;
  /** An RFC 5646 language tag in lower case, as RSS' `language` takes it (`en-us`). */
  language: string;
  /** The artwork's path on this site (`/media/site/…`), the logo's without one, else null. */
  artworkPath: string | null;
}

export const MAX_PODCAST_ARTWORK_BYTES = 10 * 1024 * 1024;

/**
 * Checks the podcast's artwork by decoding it (square, at least 1400 pixels a side) and writes it
 * again as a JPEG of at most 3000 pixels without metadata; its name changes with its bytes.
 */
export async function processPodcastArtwork(upload: Buffer): Promise<SiteImage> {
  const size = await uploadedImageSize(upload);
  if (!size || !isPodcastArtwork(size)) throw new PodcastArtworkInvalidError();
  const bytes = await asJpeg(upload, PODCAST_ARTWORK.max);
  if (!bytes) throw new PodcastArtworkInvalidError();
  return { name: `podcast-${contentHash(bytes)}.jpg`, contentType: 'image/jpeg', bytes };
}
