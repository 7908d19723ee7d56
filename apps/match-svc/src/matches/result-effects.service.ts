import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { DERIVED } from '@castline/contracts';
import { LOCK_KEYS, RecordStore, lockKeys, type RecordWrite } from '@castline/nest-kit';
import { computeStandings, StandingsEntrySchema, type StandingsMatchInput } from '@castline/domain';
import { z } from 'zod';
import type { MatchEntity } from './match.entity.js';
import { MatchEntity as MatchTable } from './match.entity.js';
import { MapEntity } from './map.entity.js';
import { EventEntity } from '../events/event.entity.js';
import { TeamEntity } from '../teams/team.entity.js';
import { BracketResolveService } from '../brackets/bracket-resolve.service.js';
import { ReportSupersedeService } from '../reports/report-supersede.service.js';
import { MATCH_SCHEMA } from '../database/data-source.js';

const BlocksStandingsSchema = z.object({ standings: z.array(z.unknown()).optional() }).loose();

/** Reads the standings entries of an event's blocks JSON; unparsable blocks mean no settings (public-site §3). */
export function readStandingsEntries(
  blocks: string | null,
): z.infer<typeof StandingsEntrySchema>[] {
  if (!blocks) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(blocks);
  } catch {
    return [];
  }
  const result = BlocksStandingsSchema.safeParse(parsed);
  if (!result.success) return [];
  return (result.data.standings ?? []).flatMap((entry) => {
    const e = StandingsEntrySchema.safeParse(entry);
    return e.success ? [e.data] : [];
  });
}

/**
 * The result-change effects of RULES (a) update-match-data, in the caller's transaction: bracket resolve for every
 * bracket containing the match (c.7), the standings tables of the match's event (d.4), and superseding the match's
 * open score report once it is complete (b.2 row 12).
 */
@Injectable()
export class ResultEffectsService {
  constructor(
    private readonly store: RecordStore,
    private readonly brackets: BracketResolveService,
    private readonly supersede: ReportSupersedeService,
  ) {}

  async onResultChange(manager: EntityManager, match: MatchEntity): Promise<void> {
    await this.brackets.resolveForMatch(manager, match.id);
    for (const eventId of match.event) await this.recomputeStandings(manager, eventId);
    // RULES b.2 row 12: every path that completes a match (update-match-data, multi-map-win,
    // update-live-match-map-data) comes through here; its open score report no longer applies.
    await this.supersede.onResultChange(manager, match);
  }

  /**
   * Writes every standings-{event}-{entry} record of the event, under the event's standings lock (taken before
   * the matches are read, so results committed meanwhile are in the table and the newest table wins).
   */
  async recomputeStandings(manager: EntityManager, eventId: string): Promise<string[]> {
    await lockKeys(manager, MATCH_SCHEMA, [LOCK_KEYS.standings(eventId)]);
    const event = await manager.findOne(EventEntity, { where: { id: eventId } });
    if (!event) return [];
    const entries = readStandingsEntries(event.blocks);
    if (entries.length === 0) return [];
    const matches = await manager.find(MatchTable, { where: { id: In(event.matches) } });
    const mapIds = matches.flatMap((m) => m.maps);
    const maps = mapIds.length ? await manager.find(MapEntity, { where: { id: In(mapIds) } }) : [];
    const mapById = new Map(maps.map((m) => [m.id, m]));
    const teams = event.teams.length
      ? await manager.find(TeamEntity, {
          where: { id: In(event.teams) },
          select: { id: true, name: true },
        })
      : [];
    const teamNames = Object.fromEntries(teams.map((t) => [t.id, t.name ?? t.id]));
    const inputs: StandingsMatchInput[] = matches.map((m) => ({
      id: m.id,
      teams: m.teams,
      score_1: m.score_1,
      score_2: m.score_2,
      first_to: m.first_to,
      forfeit: m.forfeit,
      match_group: m.match_group,
      sub_event: m.sub_event,
      maps: m.maps.flatMap((id) => {
        const map = mapById.get(id);
        return map
          ? [
              {
                winner: map.winner[0] ?? null,
                draw: map.draw,
                banner: map.banner[0] ?? null,
                score_1: map.score_1,
                score_2: map.score_2,
              },
            ]
          : [];
      }),
    }));
    const writes: RecordWrite[] = entries.map((entry) => {
      const table = computeStandings({ entry, teams: event.teams, matches: inputs, teamNames });
      const id = DERIVED.standings(event.id, entry.key);
      return {
        id,
        kind: 'standings',
        data: {
          id,
          __kind: 'standings',
          event: [event.id],
          key: entry.key,
          title: entry.title,
          group: entry.group,
          ...table,
        },
      };
    });
    return this.store.write(manager, writes);
  }
}
