import { type DataSource } from 'typeorm';
import { createBlankRecord, type RecordKind } from '@castline/contracts';
import { createDataSource, fromRecord, migrate } from '@castline/nest-kit';
import { matchDatabase } from '../src/database/data-source.js';
import { ENTITY_BY_KIND, type MatchKind } from '../src/database/entities.js';

let counter = 0;
/** A fresh record id (rec + 14 base-62 chars). */
export function rid(tag = 'X'): string {
  counter += 1;
  return `rec${tag.slice(0, 4).padEnd(4, 'x')}${String(counter).padStart(10, '0')}`;
}

/** A full record of `kind` with every field at its empty value, then `fields` on top. */
export function record(kind: RecordKind, fields: Record<string, unknown>): Record<string, unknown> {
  const id = typeof fields['id'] === 'string' ? fields['id'] : '';
  return { ...createBlankRecord(kind, id), ...fields };
}

export interface Fixture {
  eventId: string;
  teamA: string;
  teamB: string;
  staffer: string;
  playerA: string;
  playerB: string;
  editor: string;
  upcoming: string;
  finished: string;
  noEvent: string;
}

/** A small season: one event (subdomain 'cup', one standings group) with two teams and three matches. */
export function buildFixture(now: number): {
  fixture: Fixture;
  records: Record<string, unknown>[];
} {
  const f: Fixture = {
    eventId: rid('Evnt'),
    teamA: rid('TmA'),
    teamB: rid('TmB'),
    staffer: rid('Stf'),
    playerA: rid('PlA'),
    playerB: rid('PlB'),
    editor: rid('Edt'),
    upcoming: rid('Upc'),
    finished: rid('Fin'),
    noEvent: rid('NoE'),
  };
  const theme = rid('Thm');
  const rel = rid('Rel');
  const blocks = JSON.stringify({
    standings: [{ key: 'groupa', title: 'Group A', group: 'Group A' }],
  });
  const records = [
    record('theme', { id: theme, name: 'Cup theme', color_theme: '#112233', events: [f.eventId] }),
    record('event', {
      id: f.eventId,
      name: 'Test Cup',
      short: 'TC',
      game: 'Overwatch',
      subdomain: 'cup',
      show_in_events: true,
      in_progress: true,
      theme: [theme],
      teams: [f.teamA, f.teamB],
      matches: [f.upcoming, f.finished],
      staff: [f.staffer],
      blocks,
      start_date: '2026-11-01',
    }),
    record('team', {
      id: f.teamA,
      name: 'Alpha',
      code: 'ALP',
      event: [f.eventId],
      players: [f.playerA],
    }),
    record('team', {
      id: f.teamB,
      name: 'Bravo',
      code: 'BRV',
      event: [f.eventId],
      players: [f.playerB],
    }),
    record('player', { id: f.staffer, name: 'Sam Staff', event_staff: [f.eventId] }),
    record('player', { id: f.playerA, name: 'Ana', member_of: [f.teamA] }),
    record('player', { id: f.playerB, name: 'Ben', member_of: [f.teamB] }),
    record('player', { id: f.editor, name: 'Eve Editor', player_relationships: [rel] }),
    record('player_relationship', {
      id: rel,
      player: [f.editor],
      singular_name: 'Producer',
      permissions: ['Match Editor'],
      matches: [f.upcoming],
    }),
    record('match', {
      id: f.upcoming,
      teams: [f.teamA, f.teamB],
      event: [f.eventId],
      first_to: 3,
      score_1: 0,
      score_2: 0,
      start: new Date(now + 3_600_000).toISOString(),
      match_group: 'Group A',
      game: 'Overwatch',
    }),
    record('match', {
      id: f.finished,
      teams: [f.teamA, f.teamB],
      event: [f.eventId],
      first_to: 2,
      score_1: 2,
      score_2: 1,
      start: new Date(now - 86_400_000).toISOString(),
      match_group: 'Group A',
      game: 'Overwatch',
    }),
    record('match', {
      id: f.noEvent,
      teams: [f.teamA, f.teamB],
      first_to: 2,
      start: new Date(now + 7_200_000).toISOString(),
    }),
  ];
  return { fixture: f, records };
}

/** Migrates the database and inserts records (as the services would find them at start). */
export async function loadRecords(url: string, records: Record<string, unknown>[]): Promise<void> {
  const ds: DataSource = createDataSource({ ...matchDatabase, url });
  await migrate(ds, matchDatabase.schema);
  for (const r of records) {
    const kind = r['__kind'] as MatchKind;
    await ds.manager.insert(
      ENTITY_BY_KIND[kind],
      fromRecord(ENTITY_BY_KIND[kind] as new () => object, r),
    );
  }
  await ds.destroy();
}
