import { personForScene } from './person-for-scene.js';
import type { TallyEntry, TallyInput, TallyPerson } from './tally-types.js';

/**
 * Who is LIVE and who is in PREVIEW (RULES (j) "States"):
 * - LIVE: the person the Producer's program scene shows; when that is the Observer Director, also the person the
 *   Director's program shows; and every observer announced in picture-in-picture.
 * - PREVIEW: the person the Producer's preview scene shows; and, while the Director's feed is on the Producer's
 *   program or preview, the person the Director's preview shows.
 * - LIVE wins over PREVIEW. People in neither are left out.
 * Entries are ordered: Replay Producer, Observer Director, then observers by number.
 */
export function computeTally(input: TallyInput): TallyEntry[] {
  const { producer, director } = input;
  const live = new Set<TallyPerson>();
  const preview = new Set<TallyPerson>();
  const onProgram = personForScene(producer?.program ?? null);
  const onPreview = personForScene(producer?.preview ?? null);
  if (onProgram) live.add(onProgram);
  if (onPreview) preview.add(onPreview);
  if (director) {
    if (onProgram === 'observer_director') {
      const chained = personForScene(director.program);
      if (chained) live.add(chained);
    }
    if (onProgram === 'observer_director' || onPreview === 'observer_director') {
      const chained = personForScene(director.preview);
      if (chained) preview.add(chained);
    }
  }
  for (const n of input.pip) if (Number.isSafeInteger(n) && n >= 1) live.add(`observer-${n}`);
  const entries: TallyEntry[] = [];
  for (const person of live) entries.push({ person, state: 'live' });
  for (const person of preview) if (!live.has(person)) entries.push({ person, state: 'preview' });
  return entries.sort((a, b) => rank(a.person) - rank(b.person));
}

function rank(person: TallyPerson): number {
  if (person === 'replay_producer') return -2;
  if (person === 'observer_director') return -1;
  return Number(person.slice('observer-'.length));
}
