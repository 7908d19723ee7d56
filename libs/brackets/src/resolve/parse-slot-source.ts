import type { SlotSource } from './slot-source.js';

const FED_SOURCE = /^fed:(.+):(\d+)\.(win|lose)$/;

/** Reads a stored provenance (RULES c.6); empty, `hand` or unreadable text counts as hand. */
export function parseSlotSource(source: string | null | undefined): SlotSource {
  const fed = FED_SOURCE.exec(source ?? '');
  if (!fed) return { kind: 'hand' };
  return {
    kind: 'fed',
    bracket: fed[1] as string,
    match: Number(fed[2]),
    link: fed[3] === 'win' ? 'win' : 'lose',
  };
}
