import { CodedError, type UpdateGfxIndexBody } from '@castline/contracts';
import { moveListItem } from '../common/move-list-item.js';
import type { BroadcastEntity } from './broadcast.entity.js';
import type { BroadcastActionPlan } from './broadcast-action-runner.js';

/** The refusal of update-gfx-index that RULES names only as a rule. */
export const GFX_INDEX_TEXT = {
  notLinked: 'gfxID: That GFX item is not linked to this broadcast',
} as const;

/** The answer of update-gfx-index: the broadcast's gfx order after the call and where the item now is (1-based). */
export interface GfxIndexResult {
  broadcast: string;
  gfx: string[];
  index: number;
  changed: boolean;
}

/**
 * Plans actions/update-gfx-index (RULES (a)): the GFX item moves to the 1-based `index` of the broadcast's gfx list
 * (the other items keep their order; an index past the end moves it last, so `result.index` says where it is).
 * Refused (400) when the item is not linked to the broadcast.
 */
export function planGfxIndex(
  current: Pick<BroadcastEntity, 'id' | 'gfx'>,
  body: Pick<UpdateGfxIndexBody, 'gfxID' | 'index'>,
): BroadcastActionPlan<GfxIndexResult> {
  const next = moveListItem(current.gfx, body.gfxID, body.index - 1);
  if (!next) throw new CodedError('BAD_REQUEST', GFX_INDEX_TEXT.notLinked);
  const changed = next.some((id, i) => id !== current.gfx[i]);
  return {
    changes: changed ? { gfx: next } : {},
    result: { broadcast: current.id, gfx: next, index: next.indexOf(body.gfxID) + 1, changed },
  };
}
