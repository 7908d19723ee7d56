import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { SUBJECTS } from '@castline/contracts';
import { LOCK_KEYS, RecordStore, lockKeys } from '@castline/nest-kit';
import { resolveBracket, type ResolveBracketResult } from '@castline/brackets';
import { BracketEntity } from './bracket.entity.js';
import { MatchEntity } from '../matches/match.entity.js';
import { TeamEntity } from '../teams/team.entity.js';
import { RecordProjection } from '../projection/record-projection.service.js';
import { MATCH_SCHEMA } from '../database/data-source.js';

/** At most this many cascading rounds (a changed match can sit in further brackets). */
const MAX_ROUNDS = 10;

/**
 * Bracket resolve (RULES c.7, c.8) in the caller's transaction: runs `resolveBracket` for every bracket whose
 * ordered_matches holds a changed match, applies match patches and team ranks, projects the records, and emits
 * `bracket.evt.resolve-conflict.v1` / `bracket.evt.resolved.v1` through the outbox.
 *
 * No lost updates: each bracket is resolved under its advisory lock (LOCK_KEYS.bracket, taken before anything is
 * read; match writers take it before their match row, see MatchEditRepository.lockMatch) and its matches and
 * ranked teams are read row-locked, so two results reported at once in one bracket are resolved one after the
 * other, the second seeing the first. Only the columns the resolver owns are written.
 */
@Injectable()
export class BracketResolveService {
  constructor(
    private readonly projection: RecordProjection,
    private readonly store: RecordStore,
  ) {}

  /** Resolves every bracket containing the match, cascading into brackets of matches that changed. */
  async resolveForMatch(manager: EntityManager, matchId: string): Promise<void> {
    let pending = new Set([matchId]);
    const done = new Set<string>();
    for (let round = 0; round < MAX_ROUNDS && pending.size > 0; round++) {
      const brackets = await manager.query<{ id: string }[]>(
        `SELECT id FROM "match".brackets WHERE ordered_matches && $1::text[]`,
        [[...pending]],
      );
      const next = new Set<string>();
      for (const { id } of brackets) {
        if (done.has(id)) continue;
        done.add(id);
        const result = await this.resolve(manager, id);
        for (const changed of result?.changedMatchIds ?? []) next.add(changed);
      }
      pending = next;
    }
  }

  /** Runs the resolver on one bracket and writes its result. Null when the bracket does not exist. */
  async resolve(manager: EntityManager, bracketId: string): Promise<ResolveBracketResult | null> {
    await lockKeys(manager, MATCH_SCHEMA, [LOCK_KEYS.bracket(bracketId)]);
    const bracket = await manager.findOne(BracketEntity, { where: { id: bracketId } });
    if (!bracket) return null;
    const matches = bracket.ordered_matches.length
      ? await manager.find(MatchEntity, {
          where: { id: In(bracket.ordered_matches) },
          order: { id: 'ASC' },
          lock: { mode: 'pessimistic_write' },
        })
      : [];
    const withMapWinner = new Set(
      (
        await manager.query<{ id: string }[]>(
          `SELECT DISTINCT unnest(match) AS id FROM "match".maps WHERE cardinality(winner) > 0 AND match && $1::text[]`,
          [bracket.ordered_matches],
        )
      ).map((r) => r.id),
    );
    const teamIds = new Set(matches.flatMap((m) => m.teams));
    const rankedHere = await manager.query<{ id: string }[]>(
      `SELECT id FROM "match".teams WHERE ranking_source LIKE $1`,
      [`fed:${bracketId}:%`],
    );
    for (const r of rankedHere) teamIds.add(r.id);
    const teams = teamIds.size
      ? await manager.find(TeamEntity, {
          where: { id: In([...teamIds]) },
          order: { id: 'ASC' },
          lock: { mode: 'pessimistic_write' },
        })
      : [];

    const result = resolveBracket({
      bracketId,
      layout: bracket.bracket_layout ?? '',
      orderedMatchIds: bracket.ordered_matches,
      matches: matches.map((m) => ({
        id: m.id,
        teams: m.teams,
        score_1: m.score_1,
        score_2: m.score_2,
        first_to: m.first_to,
        forfeit: m.forfeit,
        slot_1_source: m.slot_1_source,
        slot_2_source: m.slot_2_source,
        placeholder_right: m.placeholder_right,
        placeholder_teams: m.placeholder_teams,
        match_number: m.match_number,
        has_map_winner: withMapWinner.has(m.id),
      })),
      teams,
    });
    if (result.errors.length) return result;

    const byId = new Map(matches.map((m) => [m.id, m]));
    const changedMatches: MatchEntity[] = [];
    for (const patch of result.patches) {
      const m = byId.get(patch.matchId);
      if (!m) continue;
      m.teams = patch.teams;
      m.placeholder_right = patch.placeholder_right;
      m.slot_1_source = patch.slot_1_source;
      m.slot_2_source = patch.slot_2_source;
      changedMatches.push(m);
    }
    const teamById = new Map(teams.map((t) => [t.id, t]));
    const changedTeams: TeamEntity[] = [];
    for (const w of result.rankWrites) {
      const t = teamById.get(w.teamId);
      if (!t) continue;
      t.ranking_sort = w.ranking_sort;
      t.ranking_text = w.ranking_text;
      t.ranking_source = w.ranking_source;
      changedTeams.push(t);
    }
    for (const m of changedMatches) {
      await manager.update(
        MatchEntity,
        { id: m.id },
        {
          teams: m.teams,
          placeholder_right: m.placeholder_right,
          slot_1_source: m.slot_1_source,
          slot_2_source: m.slot_2_source,
        },
      );
    }
    if (changedMatches.length) await this.projection.project(manager, 'match', changedMatches);
    for (const t of changedTeams) {
      await manager.update(
        TeamEntity,
        { id: t.id },
        {
          ranking_sort: t.ranking_sort,
          ranking_text: t.ranking_text,
          ranking_source: t.ranking_source,
        },
      );
    }
    if (changedTeams.length) await this.projection.project(manager, 'team', changedTeams);
    for (const conflict of result.conflicts) {
      await this.store.emit(
        manager,
        SUBJECTS.bracketResolveConflict,
        { bracket: bracketId, match: conflict.matchId, message: conflict.message },
        bracketId,
      );
    }
    if (result.changedMatchIds.length) {
      await this.store.emit(
        manager,
        SUBJECTS.bracketResolved,
        { bracket: bracketId, matches: result.changedMatchIds },
        bracketId,
      );
    }
    return result;
  }
}
