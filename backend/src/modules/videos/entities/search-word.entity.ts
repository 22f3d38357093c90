import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The words of the catalogue (titles, themes, tags, the topic lexicon, Bible books), rebuilt after every
 * sync or seed: a query word that matches none of them is corrected to the nearest ones by trigram
 * similarity (pg_trgm), so "sabath" searches for "sabbath".
 */
@Entity('search_words')
export class SearchWord {
  /** Lower case; the "C" collation lets a range scan find every word starting with a prefix. */
  @PrimaryColumn({ type: 'varchar', length: 64, collation: 'C' })
  @Index('IDX_search_words_trgm', { synchronize: false })
  word: string;

  @Column({ type: 'integer', default: 0 })
  frequency: number;
}
