import { HeroRecordSchema, type HeroRecord } from '@castline/contracts';
import { toRecord } from '@castline/nest-kit';
import type { HeroEntity } from './hero.entity.js';

/** HeroEntity → the spec's hero record shape (private columns never leave). */
export function mapHero(entity: HeroEntity): HeroRecord {
  return toRecord(HeroRecordSchema, 'hero', entity);
}
