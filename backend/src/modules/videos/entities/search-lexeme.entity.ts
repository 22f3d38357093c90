import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many active videos carry each lexeme of the search vector, per weight class (title; +themes and
 * passages; +tags and books; anywhere), rebuilt with ts_stat after every sync or seed. The search uses
 * them to skip tiers nothing can match and to choose, per tier, between walking the popularity index
 * (many matches) and a GIN bitmap (few), instead of trusting the planner's default selectivities.
 */
@Entity('search_lexemes')
export class SearchLexeme {
  @PrimaryColumn({ type: 'varchar', length: 256, collation: 'C' })
  lexeme: string;

  @Column({ type: 'integer', default: 0 })
  ndocA: number;

  @Column({ type: 'integer', default: 0 })
  ndocAb: number;

  @Column({ type: 'integer', default: 0 })
  ndocAbc: number;

  @Column({ type: 'integer', default: 0 })
  ndocAll: number;
}
