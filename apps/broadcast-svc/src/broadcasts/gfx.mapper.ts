import { GfxRecordSchema, type GfxRecord } from '@castline/contracts';
import { toRecord } from '@castline/nest-kit';
import type { GfxEntity } from './gfx.entity.js';

/** GfxEntity → the spec's gfx record shape (private columns never leave). */
export function mapGfx(entity: GfxEntity): GfxRecord {
  return toRecord(GfxRecordSchema, 'gfx', entity);
}
