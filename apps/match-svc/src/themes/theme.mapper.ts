import { ThemeRecordSchema, type ThemeRecord } from '@castline/contracts';
import { toRecord } from '@castline/nest-kit';
import type { ThemeEntity } from './theme.entity.js';

/** ThemeEntity → the spec's theme record shape (private columns never leave). */
export function mapTheme(entity: ThemeEntity): ThemeRecord {
  return toRecord(ThemeRecordSchema, 'theme', entity);
}
