import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type SuggestionCategory = 'topic' | 'theme' | 'title' | 'book';

/** What the search box suggests: the topic lexicon, themes, popular titles and Bible books. */
@Entity('search_suggestions')
export class SearchSuggestion {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  term: string;

  /** Lower-cased, accents and punctuation folded; matched in memory (SuggestionIndex), not by SQL. */
  @Column({ type: 'text', collation: 'C' })
  normalized: string;

  @Column({ type: 'varchar', length: 16 })
  category: SuggestionCategory;

  @Column({ type: 'text', default: '' })
  description: string;

  /** Higher first among equally good matches (topic order, view counts). */
  @Column({ type: 'real', default: 0 })
  rank: number;
}
