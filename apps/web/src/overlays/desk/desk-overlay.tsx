import { useEffect, useMemo, useRef, useState } from 'react';
import { useTeamColors } from '../shell/use-team-colors.js';
import type { OverlayComponentProps } from '../shell/overlay-chunks.js';
import { useOverlay } from '../shell/overlay-context.js';
import { useLiveMatch } from '../shell/use-live-match.js';
import { useProdTrigger } from '../shell/use-prod-trigger.js';
import { DESK_CSS } from './desk-css.js';
import { DeskMiddle } from './desk-middle.js';
import { DeskPeopleRow } from './desk-people-row.js';
import { applyDraftTrigger, INITIAL_DRAFT_STATE, type DraftState } from './draft-state.js';
import { findDraftMap, getDeskMapRows } from './get-desk-maps.js';
import { getDraftSteps } from './get-draft-steps.js';
import { parseDeskOptions } from './parse-desk-options.js';
import { readDeskSettings } from './read-desk-settings.js';
import { resolveDeskMode } from './resolve-desk-mode.js';
import {
  applyTalentTrigger,
  INITIAL_TALENT_VISIBILITY,
  type TalentVisibility,
} from './talent-visibility.js';
import { useDeskPeople } from './use-desk-people.js';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * desk / casters (OVERLAYS §1, RULES (g)): the caster desk. The people row (player_guests, then manual_guests,
 * else the live match's casters) with cams, avatars, pronouns and handles, shown and hidden by the talent triggers
 * (unless ignoreTalentSocket); above it the middle area of the desk display mode (the `display` option, else
 * desk_display): Match, Scoreboard (Bans), Hero Draft (revealed by the draft triggers), Maps, Drafted Maps, Notice
 * (Event / Team 1 / Team 2), Casters; Interview, Hidden and Predictions leave it empty. `disable` / `casters=false`
 * drops the people; `lower=false` anchors the desk to the top edge. Renders nothing until its data has arrived.
 */
export function DeskOverlay(_props: OverlayComponentProps) {
  const { broadcast, colors, options } = useOverlay();
  const deskOptions = parseDeskOptions(options.params);
  const { match, loading } = useLiveMatch();
  const people = useDeskPeople(match);
  const left = useTeamColors(match?.teams[0] ?? null);
  const right = useTeamColors(match?.teams[1] ?? null);
  const mode = resolveDeskMode(deskOptions.display, text(broadcast['desk_display']));
  const settings = readDeskSettings(broadcast['broadcast_settings']);

  const [talent, setTalent] = useState<TalentVisibility>(INITIAL_TALENT_VISIBILITY);
  const [draft, setDraft] = useState<DraftState>(INITIAL_DRAFT_STATE);
  const draftSteps = useMemo(() => {
    if (!match) return [];
    const map = findDraftMap(getDeskMapRows(match));
    return getDraftSteps({
      pickBanOrder: text(match.record['pick_ban_order']),
      game: text(match.record['game']),
      map: map?.record ?? null,
      flipped: match.flipped,
    });
  }, [match]);
  const total = useRef(0);
  total.current = draftSteps.length;
  const matchId = match?.id ?? null;
  useEffect(() => setDraft(INITIAL_DRAFT_STATE), [matchId]);

  useProdTrigger((trigger) => {
    if (
      trigger.trigger === 'show_talent' ||
      trigger.trigger === 'hide_talent' ||
      trigger.trigger === 'toggle_talent' ||
      trigger.trigger === 'clear_talent'
    ) {
      if (!deskOptions.ignoreTalent) setTalent((state) => applyTalentTrigger(state, trigger));
    } else if (
      trigger.trigger === 'reset_draft' ||
      trigger.trigger === 'show_full_draft' ||
      trigger.trigger === 'advance_draft' ||
      trigger.trigger === 'auto_draft'
    ) {
      setDraft((state) => applyDraftTrigger(state, trigger, Date.now(), total.current));
    }
  });

  if (loading || people === null || !colors.ready || !left.ready || !right.ready) return null;
  const interview = mode.mode === 'Interview';
  const showPeople = !deskOptions.hidePeople && people.length > 0;
  const modeKey = `${mode.mode}-${mode.theme}`;
  return (
    <div
      data-testid="desk-overlay"
      data-mode={mode.mode}
      data-theme={mode.theme}
      style={{
        position: 'absolute',
        inset: 0,
        boxSizing: 'border-box',
        padding: '64px 80px',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: deskOptions.lower ? 'flex-end' : 'flex-start',
        gap: 36,
      }}
    >
      <style>{DESK_CSS}</style>
      <div
        key={modeKey}
        className="desk-in"
        data-testid="desk-middle"
        style={{ display: 'contents' }}
      >
        <DeskMiddle
          mode={mode}
          match={match}
          colors={colors}
          noticeText={text(broadcast['notice_text'])}
          draftSteps={draftSteps}
          draftState={draft}
        />
      </div>
      {showPeople ? (
        <DeskPeopleRow
          people={people}
          talent={deskOptions.ignoreTalent ? INITIAL_TALENT_VISIBILITY : talent}
          colors={colors}
          settings={settings}
          interview={interview}
        />
      ) : null}
    </div>
  );
}
