import { addRecordIdPrefix, stripRecordIdPrefix } from '@castline/domain';

/** The id as URLs show it: a 17-character rec… id without its prefix (public-site §3 "Record ids"). */
export function toUrlId(id: string): string {
  return stripRecordIdPrefix(id);
}

/** The record id of a URL id: a 14-character id gets the 'rec' prefix back (public-site §3 "Record ids"). */
export function fromUrlId(urlId: string): string {
  return addRecordIdPrefix(urlId);
}
