import { useId, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { MapRecord, MapSetRecord } from '@castline/contracts';
import { formatDate, getGameProfile } from '@castline/domain';
import { useThing, useThings } from '../../../lib/things/thing-hooks.js';
import { isThingReady, readyThings } from '../../../lib/things/thing-types.js';
import { useUserSetting, useUserSettings } from '../../../lib/settings/settings-context.js';
import { EditorMapRow, getEditorRows } from '../../reports/components/editor-map-row.js';
import { useReportChoices } from '../../reports/hooks/use-report-choices.js';
import { PressButton } from '../components/press-button.js';
import { useDashboard } from '../dashboard-context.js';
import type { DashboardEvent, DashboardMatch } from '../dashboard-records.js';
import { DASHBOARD_TEXT } from '../dashboard-text.js';
import {
  detailsFromMatch,
  draftFromMatch,
  getMatchEditorProblems,
  getPickBanFields,
  hasProblems,
  PICK_BAN_VISIBILITIES,
  planMatchEditorSave,
  SAVE_KEY,
  toPickBanVisibility,
  VOD_FIELDS,
  withSingleMapSelected,
  type MatchDetails,
  type MatchEditorDraft,
  type PickBanVisibility,
  type VodField,
} from './match-editor-state.js';
import { MATCH_EDITOR_TEXT } from './match-editor-text.js';
import { MatchStartEditor } from './match-start-editor.js';

const links = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

const START_KEY = 'match-editor-start';
const RESCHEDULE_KEY = 'match-editor-reschedule';
const VOD_LABELS: Readonly<Record<VodField, string>> = {
  vod: MATCH_EDITOR_TEXT.vod,
  vod_2: MATCH_EDITOR_TEXT.vod2,
  alternative_vod: MATCH_EDITOR_TEXT.alternativeVod,
};

/** A working copy tied to the match it was made for (a new live match starts from its own records). */
interface Owned<T> {
  readonly matchId: string;
  readonly value: T;
}

/**
 * The maps the editor offers (user setting restrictToMapPool, default on): with it on, the event's map pool (the
 * match's or broadcast's map set when the event has no pool); with it off, the pool and the map sets together.
 * Maps the match already uses are always offered, so a stored map never shows blank.
 */
function useOfferedMapIds(
  match: DashboardMatch,
  event: DashboardEvent | null,
  broadcastMapSets: readonly string[],
): string[] {
  const [restrict] = useUserSetting('restrictToMapPool');
  const sets = readyThings(
    useThings<MapSetRecord>(unique([...links(match.map_set), ...broadcastMapSets])),
  );
  const used = readyThings(useThings<MapRecord>(links(match.maps))).flatMap((map) => map.map);
  const pool = links(event?.map_pool);
  const setMaps = sets.flatMap((set) => set.maps);
  const offered = restrict ? (pool.length > 0 ? pool : setMaps) : [...pool, ...setMaps];
  return unique([...offered, ...used]);
}

/** The MVP choices: the players of either roster, grouped by team (RULES (a) "a Player on either roster"). */
function useMvpChoices(teams: readonly { id: string; name?: string | null; players?: unknown }[]) {
  const ids = unique(teams.flatMap((team) => links(team.players)));
  const players = readyThings(useThings<{ id: string; name?: string | null }>(ids));
  const names = new Map(players.map((player) => [player.id, player.name ?? player.id]));
  return teams
    .map((team) => ({
      group: team.name ?? team.id,
      items: links(team.players).map((id) => ({ value: id, label: names.get(id) ?? id })),
    }))
    .filter((group) => group.items.length > 0);
}

/**
 * The dashboard's Match Editor body (broadcast spec §2 "Match editor", §4, §5, §7, §8; OVERLAYS §4): the two team
 * scores, the maps table (shared with the score-report editor), 'Add map', Match Details (start with the date
 * editor, VODs, special event, custom name, MVP) and Save, which sends the scores first when they differ, then
 * the maps, then the details. After a start change, when the event posts time changes (logging.matchTimeChanges),
 * a prompt offers send-reschedule-message.
 */
export function MatchEditor({ match }: { readonly match: DashboardMatch }) {
  const { data, run, pending } = useDashboard();
  const { teams, permissions } = data;
  const { use24HourTime } = useUserSettings();
  const [assumeLoserPicks] = useUserSetting('assumeLoserPicks');
  const [visibilitySetting] = useUserSetting('dashboardPickBanVisibility');
  const [visibility, setVisibility] = useState<PickBanVisibility>(() =>
    toPickBanVisibility(visibilitySetting),
  );
  const eventEntry = useThing<DashboardEvent>(links(match.event)[0] ?? null);
  const event = isThingReady(eventEntry) ? eventEntry : data.event;
  const game = match.game ?? event?.game ?? null;
  const profile = getGameProfile(game);
  const offered = useOfferedMapIds(match, event, links(data.broadcast?.map_set));
  const choices = useReportChoices({ matchMaps: links(match.maps), mapPool: offered, game });
  const mvpChoices = useMvpChoices(teams);

  const [draftState, setDraft] = useState<Owned<MatchEditorDraft> | null>(null);
  const [detailsState, setDetails] = useState<Owned<MatchDetails> | null>(null);
  const [reschedule, setReschedule] = useState<Owned<{ start: string; label: string }> | null>(
    null,
  );
  const saving = useRef(false);
  const pickBanLabel = useId();

  const initial = draftFromMatch(match, choices.matchMaps);
  const initialDetails = detailsFromMatch(match);
  // the editor resets when the live match changes (broadcast §4): a working copy of another match is dropped
  const draft = draftState?.matchId === match.id ? draftState.value : initial;
  const details = detailsState?.matchId === match.id ? detailsState.value : initialDetails;
  const prompt = reschedule?.matchId === match.id ? reschedule.value : null;

  const [team1, team2] = teams;
  const canEdit = permissions.matchEdit;
  const reason = canEdit ? null : DASHBOARD_TEXT.reasons.noMatchEdit;
  const problems = getMatchEditorProblems(draft, details);
  const presses = planMatchEditorSave({
    matchId: match.id,
    profile,
    initial,
    draft,
    initialDetails,
    details,
  });
  const dirty = presses.length > 0;
  const saveReason =
    reason ??
    (hasProblems(problems) ? (problems.score ?? MATCH_EDITOR_TEXT.vodNotUrl) : null) ??
    (dirty ? null : MATCH_EDITOR_TEXT.noChanges);
  // The channel id is private (blocks.logging never leaves the server); the event says whether it has one.
  const announces = event?.announces_time_changes === true;

  const change = (next: MatchEditorDraft) =>
    setDraft({ matchId: match.id, value: withSingleMapSelected(next, choices.maps) });
  const changeDetails = (patch: Partial<MatchDetails>) =>
    setDetails({ matchId: match.id, value: { ...details, ...patch } });

  const save = async () => {
    if (saving.current || saveReason !== null) return;
    saving.current = true;
    try {
      for (const press of presses) {
        const answer = await run(press);
        if (!answer || answer.error) return;
      }
      setDraft(null);
      setDetails(null);
    } finally {
      saving.current = false;
    }
  };

  const setStart = async (start: string, zone: string): Promise<boolean> => {
    const answer = await run({
      key: START_KEY,
      action: 'update-match-data',
      body: { matchID: match.id, updatedData: { start } },
      success: MATCH_EDITOR_TEXT.startSet(formatDate(start, zone, use24HourTime)),
    });
    const ok = !!answer && !answer.error;
    const label = formatDate(start, zone, use24HourTime);
    if (ok && announces) setReschedule({ matchId: match.id, value: { start, label } });
    return ok;
  };

  if (!team1 || !team2) {
    return <Text c="dimmed">{MATCH_EDITOR_TEXT.noTeams}</Text>;
  }
  const teamOptions = [
    { value: team1.id, label: team1.name ?? team1.code ?? team1.id },
    { value: team2.id, label: team2.name ?? team2.code ?? team2.id },
  ] as const;
  const rows = getEditorRows(draft);
  const { fields, heroLayout } = getPickBanFields(visibility);
  const setScore = (side: 1 | 2, value: string | number) => {
    const score = typeof value === 'number' ? value : value === '' ? 0 : Number(value);
    change(side === 1 ? { ...draft, score_1: score } : { ...draft, score_2: score });
  };

  return (
    <Stack gap="md" data-testid="match-editor" data-match={match.id} data-dirty={dirty}>
      {reason && (
        <Alert color="yellow" variant="light" data-testid="match-editor-reason">
          {reason}
        </Alert>
      )}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          {([1, 2] as const).map((side) => (
            <NumberInput
              key={side}
              label={MATCH_EDITOR_TEXT.score((side === 1 ? teamOptions[0] : teamOptions[1]).label)}
              min={0}
              max={draft.first_to > 0 ? draft.first_to : undefined}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              value={side === 1 ? draft.score_1 : draft.score_2}
              onChange={(value) => setScore(side, value)}
              disabled={!canEdit}
              error={side === 1 && problems.score ? problems.score : undefined}
              w={150}
              data-testid={`match-editor-score-${side}`}
            />
          ))}
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={pickBanLabel}>
            {MATCH_EDITOR_TEXT.pickBanVisibility}
          </Text>
          <SegmentedControl
            size="xs"
            aria-labelledby={pickBanLabel}
            value={visibility}
            onChange={setVisibility}
            data={PICK_BAN_VISIBILITIES.map((value) => ({
              value,
              label: MATCH_EDITOR_TEXT.pickBan[value],
            }))}
            title={MATCH_EDITOR_TEXT.pickBanHint[visibility]}
            data-testid="match-editor-pick-ban"
          />
        </Stack>
      </Group>

      <Stack gap="sm" data-testid="match-editor-maps">
        <Title order={3} size="h5">
          {MATCH_EDITOR_TEXT.maps}
        </Title>
        {rows.map((map, index) => (
          <EditorMapRow
            key={index}
            index={index}
            map={map}
            state={draft}
            onChange={change}
            teams={teamOptions}
            maps={choices.maps}
            heroes={choices.heroes}
            profile={profile}
            options={{ teamIds: [team1.id, team2.id], assumeLoserPicks }}
            fields={fields}
            heroLayout={heroLayout}
            disabled={!canEdit}
            canRemoveStored={false}
            columns={{ base: 1, sm: 2, md: 4, lg: 7 }}
          />
        ))}
        <Group>
          <Button
            size="xs"
            variant="default"
            disabled={!canEdit}
            title={reason ?? undefined}
            onClick={() => change({ ...draft, maps: [...rows, {}] })}
            data-testid="match-editor-add-map"
          >
            {MATCH_EDITOR_TEXT.addMap}
          </Button>
        </Group>
      </Stack>

      <Divider />
      <Stack gap="sm" data-testid="match-editor-details">
        <Title order={3} size="h5">
          {MATCH_EDITOR_TEXT.details}
        </Title>
        <MatchStartEditor
          key={match.id}
          start={match.start ?? null}
          earliest={match.earliest_start ?? null}
          latest={match.latest_start ?? null}
          disabledReason={reason}
          busy={pending.has(START_KEY)}
          onSet={setStart}
        />
        {prompt && (
          <Alert color="blue" variant="light" data-testid="match-editor-reschedule">
            <Stack gap="xs">
              <Text size="sm">{MATCH_EDITOR_TEXT.reschedulePrompt(prompt.label)}</Text>
              <Group gap="xs">
                <PressButton
                  label={MATCH_EDITOR_TEXT.sendReschedule}
                  pendingKey={RESCHEDULE_KEY}
                  disabledReason={reason}
                  onPress={() =>
                    void run({
                      key: RESCHEDULE_KEY,
                      action: 'send-reschedule-message',
                      body: { matchID: match.id, newTime: prompt.start },
                      success: MATCH_EDITOR_TEXT.rescheduleSent,
                    }).then((answer) => {
                      if (answer && !answer.error) setReschedule(null);
                    })
                  }
                  testId="match-editor-reschedule-send"
                />
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => setReschedule(null)}
                  data-testid="match-editor-reschedule-dismiss"
                >
                  {MATCH_EDITOR_TEXT.dismiss}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {VOD_FIELDS.map((field) => (
            <TextInput
              key={field}
              type="url"
              label={VOD_LABELS[field]}
              placeholder="https://"
              value={details[field]}
              onChange={(event) => changeDetails({ [field]: event.currentTarget.value })}
              error={problems.vod[field]}
              disabled={!canEdit}
              maxLength={2000}
              data-testid={`match-editor-${field}`}
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={MATCH_EDITOR_TEXT.customName}
            value={details.custom_name}
            onChange={(event) => changeDetails({ custom_name: event.currentTarget.value })}
            disabled={!canEdit}
            maxLength={200}
            data-testid="match-editor-custom-name"
          />
          <Select
            label={MATCH_EDITOR_TEXT.mvp}
            placeholder={MATCH_EDITOR_TEXT.mvpNone}
            data={mvpChoices}
            value={details.mvp}
            onChange={(value) => changeDetails({ mvp: value })}
            searchable
            clearable
            disabled={!canEdit}
            data-testid="match-editor-mvp"
          />
          <Checkbox
            label={MATCH_EDITOR_TEXT.specialEvent}
            checked={details.special_event}
            onChange={(event) => changeDetails({ special_event: event.currentTarget.checked })}
            disabled={!canEdit}
            mt={{ base: 0, sm: 30 }}
            data-testid="match-editor-special-event"
          />
        </SimpleGrid>
      </Stack>

      <Group
        justify="flex-end"
        gap="xs"
        py="xs"
        style={{
          // Save stays in reach while the producer scrolls through the maps
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          background: 'var(--mantine-color-body)',
          borderTop: '1px solid var(--mantine-color-default-border)',
        }}
      >
        {dirty && (
          <Text size="sm" c="yellow" data-testid="match-editor-unsaved">
            {MATCH_EDITOR_TEXT.unsaved}
          </Text>
        )}
        <Button
          size="xs"
          variant="subtle"
          disabled={!dirty}
          onClick={() => {
            setDraft(null);
            setDetails(null);
          }}
          data-testid="match-editor-reset"
        >
          {MATCH_EDITOR_TEXT.reset}
        </Button>
        <PressButton
          label={MATCH_EDITOR_TEXT.save}
          pendingKey={SAVE_KEY}
          disabledReason={saveReason}
          onPress={() => void save()}
          testId="match-editor-save"
        />
      </Group>
    </Stack>
  );
}
