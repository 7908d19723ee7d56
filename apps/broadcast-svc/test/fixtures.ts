import type { DataSource } from 'typeorm';
import { createBlankRecord, type RecordKind } from '@castline/contracts';
import { createDataSource, fromRecord, migrate } from '@castline/nest-kit';
import { broadcastDatabase } from '../src/database/data-source.js';
import { ENTITY_BY_KIND, type BroadcastKind } from '../src/database/entities.js';

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
  /** Staff of client A (broadcasts main + second). */
  producer: string;
  /** Staff of client B (broadcast other). */
  otherProducer: string;
  /** On no client at all. */
  outsider: string;
  /** Staff of a client with no broadcast. */
  idle: string;
  clientA: string;
  clientB: string;
  clientIdle: string;
  main: string;
  second: string;
  other: string;
  gfx: string;
  /** Ids match-svc knows (answered by the fake `match.qry.kinds`). */
  liveMatch: string;
  nextMatch: string;
  team: string;
  hero: string;
  player: string;
  news: string;
}

/** Two production clients with three broadcasts (one with a live match) and a GFX item; match ids are fakes. */
export function buildFixture(): {
  fixture: Fixture;
  records: Record<string, unknown>[];
  kinds: Record<string, string>;
} {
  const f: Fixture = {
    producer: rid('Prd'),
    otherProducer: rid('Oth'),
    outsider: rid('Out'),
    idle: rid('Idl'),
    clientA: rid('CliA'),
    clientB: rid('CliB'),
    clientIdle: rid('CliI'),
    main: rid('Main'),
    second: rid('Scnd'),
    other: rid('Othr'),
    gfx: rid('Gfx'),
    liveMatch: rid('LvM'),
    nextMatch: rid('NxM'),
    team: rid('Team'),
    hero: rid('Hero'),
    player: rid('Plyr'),
    news: rid('News'),
  };
  const records = [
    record('client', {
      id: f.clientA,
      key: 'DeskA',
      name: 'Desk A',
      staff: [f.producer],
      broadcast: [f.main, f.second],
    }),
    record('client', {
      id: f.clientB,
      key: 'deskb',
      name: 'Desk B',
      staff: [f.otherProducer],
      broadcast: [f.other],
    }),
    record('client', {
      id: f.clientIdle,
      key: 'idle',
      name: 'Idle',
      staff: [f.idle],
      broadcast: [],
    }),
    record('broadcast', {
      id: f.main,
      key: 'main',
      name: 'Main stage',
      active: true,
      clients: [f.clientA],
      live_match: [f.liveMatch],
      advertise: true,
      show_live_match: true,
      gfx: [f.gfx],
      title: 'Starting Soon',
      break_rotation_epoch: 1000,
      cams_relay_prefix: 'https://relay.example/?u=',
    }),
    record('broadcast', {
      id: f.second,
      key: 'second',
      name: 'Second stage',
      clients: [f.clientA],
    }),
    record('broadcast', { id: f.other, key: 'other', name: 'Other stage', clients: [f.clientB] }),
    record('gfx', {
      id: f.gfx,
      name: 'Sponsor wall',
      type: 'Image',
      title: 'Sponsors',
      broadcast: [f.main],
    }),
  ];
  const kinds = {
    [f.liveMatch]: 'match',
    [f.nextMatch]: 'match',
    [f.team]: 'team',
    [f.hero]: 'hero',
    [f.player]: 'player',
    [f.news]: 'news',
  };
  return { fixture: f, records, kinds };
}

/** Migrates the database and inserts records (as the service would find them at start). */
export async function loadRecords(url: string, records: Record<string, unknown>[]): Promise<void> {
  const ds: DataSource = createDataSource({ ...broadcastDatabase, url });
  await migrate(ds, broadcastDatabase.schema);
  for (const r of records) {
    const kind = r['__kind'] as BroadcastKind;
    await ds.manager.insert(
      ENTITY_BY_KIND[kind],
      fromRecord(ENTITY_BY_KIND[kind] as new () => object, r),
    );
  }
  await ds.destroy();
}
