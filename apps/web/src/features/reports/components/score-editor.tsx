import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  getMinimumMapRows,
  SCORE_REPORT_EDITOR_TEXT,
  setEditorMapScore,
  setEditorMapWinner,
  type EditorMap,
  type EditorOptions,
  type GameProfile,
} from '@castline/domain';
import { REPORTS_TEXT } from '../../../lib/client-text.js';
import type { ScoreReportSettings } from '../read-report-settings.js';
import { createEmptyEditor, type ScoreEditorState } from '../score-editor-state.js';

/** A choice of a select: value and label. */
export interface EditorOption {
  readonly value: string;
  readonly label: string;
}

/** A map the editor offers, with its mode (whether a draw is possible). */
export interface EditorMapOption extends EditorOption {
  readonly type: string | null;
}

export interface ScoreEditorProps {
  readonly state: ScoreEditorState;
  readonly onChange: (next: ScoreEditorState) => void;
  /** Both teams in stored order. */
  readonly teams: readonly [EditorOption, EditorOption];
  readonly maps: readonly EditorMapOption[];
  readonly heroes: readonly EditorOption[];
  readonly settings: ScoreReportSettings;
  readonly profile: GameProfile;
  readonly assumeLoserPicks: boolean;
  /** The report to load with 'Load proposed score report' (null: nothing to load). */
  readonly onLoadProposed: (() => void) | null;
  readonly onReview: () => void;
  readonly reviewLabel: string;
}

const DRAW = 'draw';

/** One map row: map, winner or draw, scores, picker / banner, hero picks and bans, replay code. */
function MapRow({
  index,
  map,
  props,
  options,
}: {
  readonly index: number;
  readonly map: EditorMap;
  readonly props: ScoreEditorProps;
  readonly options: EditorOptions;
}) {
  const { state, onChange, teams, settings, profile } = props;
  const n = index + 1;
  const update = (change: Partial<EditorMap>) => {
    const maps = [...state.maps];
    while (maps.length <= index) maps.push({});
    maps[index] = { ...maps[index], ...change };
    onChange({ ...state, maps });
  };
  const mapType = props.maps.find((m) => m.value === map.map)?.type ?? null;
  const canDraw =
    profile.drawableMapTypes.length > 0 &&
    (mapType === null || profile.drawableMapTypes.includes(mapType));
  const winnerValue = map.draw ? DRAW : (map.winner ?? null);
  const teamOptions = teams.map((team) => ({ value: team.value, label: team.label }));
  const setWinner = (value: string | null) => {
    if (value === DRAW) {
      const cleared = setEditorMapWinner(state, index, null, options);
      const maps = [...cleared.maps];
      maps[index] = { ...maps[index], draw: true };
      onChange({ ...state, ...cleared, maps });
      return;
    }
    const next = setEditorMapWinner(state, index, value, options);
    const maps = [...next.maps];
    maps[index] = { ...maps[index], draw: false };
    onChange({ ...state, ...next, maps });
  };
  const setScore = (side: 1 | 2, value: string | number) => {
    const score = typeof value === 'number' ? value : value === '' ? null : Number(value);
    onChange({ ...state, ...setEditorMapScore(state, index, side, score, options) });
  };
  const heroList = (
    field: 'team_1_picks' | 'team_2_picks' | 'team_1_bans' | 'team_2_bans',
    label: string,
  ) => (
    <MultiSelect
      label={label}
      data={props.heroes.map((hero) => ({ value: hero.value, label: hero.label }))}
      value={[...(map[field] ?? [])]}
      onChange={(value) => update({ [field]: value })}
      searchable
      clearable
      data-testid={`editor-map-${n}-${field}`}
    />
  );
  return (
    <Fieldset
      legend={REPORTS_TEXT.mapHeading(n)}
      radius="md"
      data-testid="editor-map"
      variant="filled"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <Select
            label={REPORTS_TEXT.mapField}
            placeholder={REPORTS_TEXT.mapNone}
            data={props.maps.map((m) => ({ value: m.value, label: m.label }))}
            value={map.map ?? null}
            onChange={(value) => update({ map: value })}
            searchable
            clearable
            data-testid={`editor-map-${n}-map`}
          />
          <Select
            label={REPORTS_TEXT.mapWinner}
            placeholder={REPORTS_TEXT.mapNoWinner}
            data={[
              ...teamOptions,
              ...(canDraw || map.draw ? [{ value: DRAW, label: REPORTS_TEXT.mapDraw }] : []),
            ]}
            value={winnerValue}
            onChange={setWinner}
            clearable
            data-testid={`editor-map-${n}-winner`}
          />
          {profile.mapScore && (
            <>
              <NumberInput
                label={REPORTS_TEXT.mapScore(teams[0].label)}
                min={0}
                step={1}
                allowDecimal={false}
                allowNegative={false}
                value={map.score_1 ?? ''}
                onChange={(value) => setScore(1, value)}
                data-testid={`editor-map-${n}-score-1`}
              />
              <NumberInput
                label={REPORTS_TEXT.mapScore(teams[1].label)}
                min={0}
                step={1}
                allowDecimal={false}
                allowNegative={false}
                value={map.score_2 ?? ''}
                onChange={(value) => setScore(2, value)}
                data-testid={`editor-map-${n}-score-2`}
              />
            </>
          )}
          {profile.mapPicks && (
            <Select
              label={REPORTS_TEXT.mapPicker}
              placeholder={REPORTS_TEXT.mapNobody}
              data={teamOptions}
              value={map.picker ?? null}
              onChange={(value) => update({ picker: value })}
              clearable
              data-testid={`editor-map-${n}-picker`}
            />
          )}
          {settings.showMapBans && profile.mapBans && (
            <Select
              label={REPORTS_TEXT.mapBanner}
              placeholder={REPORTS_TEXT.mapNobody}
              data={teamOptions}
              value={map.banner ?? null}
              onChange={(value) => update({ banner: value })}
              clearable
              data-testid={`editor-map-${n}-banner`}
            />
          )}
          <TextInput
            label={REPORTS_TEXT.replayCode}
            value={map.replay_code ?? ''}
            onChange={(event) => update({ replay_code: event.currentTarget.value })}
            maxLength={64}
            data-testid={`editor-map-${n}-replay`}
          />
        </SimpleGrid>
        {(settings.showHeroPicks || settings.showHeroBans) && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {settings.showHeroPicks && (
              <>
                {heroList('team_1_picks', REPORTS_TEXT.heroPicks(teams[0].label))}
                {heroList('team_2_picks', REPORTS_TEXT.heroPicks(teams[1].label))}
              </>
            )}
            {settings.showHeroBans && (
              <>
                {heroList('team_1_bans', REPORTS_TEXT.heroBans(teams[0].label))}
                {heroList('team_2_bans', REPORTS_TEXT.heroBans(teams[1].label))}
              </>
            )}
          </SimpleGrid>
        )}
        {index < state.maps.length && (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() =>
                onChange({
                  ...state,
                  maps: state.maps.filter((_, i) => i !== index),
                })
              }
              data-testid={`editor-map-${n}-remove`}
            >
              {REPORTS_TEXT.removeMap(n)}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}

/**
 * The match editor in score-report mode (broadcast §2 "Match editor", §4, §5): the two match scores (0 to
 * first_to), the forfeit and its reason where the event allows forfeits, one row per map (at least the minimum
 * map rows), and the buttons 'Load proposed score report', 'Empty editor', 'Add map'. Map results drive the
 * match score (the higher map score sets the winner; the match score is the count of map wins).
 */
export function ScoreEditor(props: ScoreEditorProps) {
  const { state, onChange, teams, settings } = props;
  const options: EditorOptions = {
    teamIds: [teams[0].value, teams[1].value],
    assumeLoserPicks: props.assumeLoserPicks,
  };
  const rows = Math.max(
    state.maps.length,
    getMinimumMapRows({
      score_1: state.score_1,
      score_2: state.score_2,
      first_to: state.first_to,
      maps: state.maps,
      addedMaps: 0,
    }),
  );
  const maps: EditorMap[] = Array.from({ length: rows }, (_, i) => state.maps[i] ?? {});
  const setMatchScore = (side: 1 | 2, value: string | number) => {
    const score = typeof value === 'number' ? value : Number(value) || 0;
    onChange(side === 1 ? { ...state, score_1: score } : { ...state, score_2: score });
  };
  return (
    <Stack gap="md" data-testid="score-editor">
      <Group gap="xs">
        <Button
          variant="default"
          onClick={props.onLoadProposed ?? undefined}
          disabled={!props.onLoadProposed}
          data-testid="editor-load-proposed"
        >
          {SCORE_REPORT_EDITOR_TEXT.loadProposed}
        </Button>
        <Button
          variant="default"
          onClick={() => onChange(createEmptyEditor(state.first_to))}
          data-testid="editor-empty"
        >
          {SCORE_REPORT_EDITOR_TEXT.emptyEditor}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {([1, 2] as const).map((side) => (
          <NumberInput
            key={side}
            label={REPORTS_TEXT.matchScore(teams[side - 1]!.label)}
            min={0}
            max={state.first_to > 0 ? state.first_to : undefined}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            value={side === 1 ? state.score_1 : state.score_2}
            onChange={(value) => setMatchScore(side, value)}
            data-testid={`editor-score-${side}`}
          />
        ))}
      </SimpleGrid>
      {settings.allowForfeits && (
        <Stack gap="xs">
          <Checkbox
            label={REPORTS_TEXT.forfeit}
            checked={state.forfeit}
            onChange={(event) => onChange({ ...state, forfeit: event.currentTarget.checked })}
            data-testid="editor-forfeit"
          />
          {state.forfeit && (
            <TextInput
              label={REPORTS_TEXT.forfeitReason}
              value={state.forfeit_reason}
              maxLength={500}
              onChange={(event) =>
                onChange({ ...state, forfeit_reason: event.currentTarget.value })
              }
              data-testid="editor-forfeit-reason"
            />
          )}
        </Stack>
      )}
      <Text size="sm" c="dimmed">
        {REPORTS_TEXT.editorIntro}
      </Text>
      {maps.map((map, index) => (
        <MapRow key={index} index={index} map={map} props={props} options={options} />
      ))}
      <Group justify="space-between">
        <Button
          variant="default"
          onClick={() => onChange({ ...state, maps: [...maps, {}] })}
          data-testid="editor-add-map"
        >
          {SCORE_REPORT_EDITOR_TEXT.addMap}
        </Button>
        <Button onClick={props.onReview} data-testid="editor-review">
          {props.reviewLabel}
        </Button>
      </Group>
    </Stack>
  );
}
