import {
  Button,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  type SimpleGridProps,
} from '@mantine/core';
import {
  getMinimumMapRows,
  setEditorMapScore,
  setEditorMapWinner,
  type EditorMap,
  type EditorMatchState,
  type EditorOptions,
  type GameProfile,
} from '@castline/domain';
import { REPORTS_TEXT } from '../../../lib/client-text.js';
import { isBlankRow } from '../score-editor-state.js';

/** A choice of a select: value and label. */
export interface EditorOption {
  readonly value: string;
  readonly label: string;
}

/** A map the editor offers, with its mode (whether a draw is possible). */
export interface EditorMapOption extends EditorOption {
  readonly type: string | null;
}

/** Which map fields a row shows (the game profile still switches off what the game has not). */
export interface EditorRowFields {
  /** The picker ('Picked by'). */
  readonly mapPicks: boolean;
  /** The banner ('Banned by'). */
  readonly mapBans: boolean;
  readonly heroPicks: boolean;
  readonly heroBans: boolean;
}

/** Where a row's hero lists go: in the row's grid beside the other fields, or on a row of their own below. */
export type EditorHeroLayout = 'inline' | 'below';

export interface EditorMapRowProps<S extends EditorMatchState> {
  /** 0-based row index. */
  readonly index: number;
  readonly map: EditorMap;
  readonly state: S;
  readonly onChange: (next: S) => void;
  /** Both teams in stored order. */
  readonly teams: readonly [EditorOption, EditorOption];
  readonly maps: readonly EditorMapOption[];
  readonly heroes: readonly EditorOption[];
  readonly profile: GameProfile;
  readonly options: EditorOptions;
  readonly fields: EditorRowFields;
  readonly heroLayout?: EditorHeroLayout;
  readonly disabled?: boolean;
  /** Columns of the row's field grid (default 1 / 2 / 4 by screen width). */
  readonly columns?: SimpleGridProps['cols'];
  /** Whether a stored map (one with an id) may be removed (default true; update-map-data never deletes one). */
  readonly canRemoveStored?: boolean;
}

const DRAW = 'draw';
type HeroField = 'team_1_picks' | 'team_2_picks' | 'team_1_bans' | 'team_2_bans';

/** Whether a hero list names a hero more than once (broadcast §5 "Hero picker flags duplicates in one list"). */
export function hasDuplicateHero(list: readonly string[] | null | undefined): boolean {
  const heroes = list ?? [];
  return new Set(heroes).size !== heroes.length;
}

/**
 * The rows the editor shows: every map it holds, and at least the minimum map rows (broadcast §5: the greatest
 * of the scores' sum, map wins, first_to and unbanned maps, plus one while the series is undecided).
 */
export function getEditorRows(state: EditorMatchState): EditorMap[] {
  const rows = Math.max(
    state.maps.length,
    getMinimumMapRows({
      score_1: state.score_1,
      score_2: state.score_2,
      first_to: state.first_to,
      // rows added with 'Add map' and left empty are shown, but do not count as maps
      maps: state.maps.filter((map) => !isBlankRow(map)),
      addedMaps: 0,
    }),
  );
  return Array.from({ length: rows }, (_, i) => state.maps[i] ?? {});
}

/**
 * One map row of the match editor (broadcast §2 "Match editor", §4, §5), shared by the score-report editor and the
 * dashboard's Match Editor: map, winner or draw, map scores (integers ≥ 0), picker, banner, replay code and the four
 * hero lists. Choosing a winner or entering both map scores runs the domain's editor rules (next picker with
 * 'assume loser picks', match score from the map wins).
 */
export function EditorMapRow<S extends EditorMatchState>(props: EditorMapRowProps<S>) {
  const { index, map, state, onChange, teams, profile, options, fields, disabled } = props;
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
    const next = setEditorMapWinner(state, index, value === DRAW ? null : value, options);
    const maps = [...next.maps];
    maps[index] = { ...maps[index], draw: value === DRAW };
    onChange({ ...state, ...next, maps });
  };
  const setScore = (side: 1 | 2, value: string | number) => {
    const score = typeof value === 'number' ? value : value === '' ? null : Number(value);
    onChange({ ...state, ...setEditorMapScore(state, index, side, score, options) });
  };
  const heroList = (field: HeroField, label: string) => (
    <MultiSelect
      key={field}
      label={label}
      data={props.heroes.map((hero) => ({ value: hero.value, label: hero.label }))}
      value={[...(map[field] ?? [])]}
      onChange={(value) => update({ [field]: value })}
      error={hasDuplicateHero(map[field]) ? REPORTS_TEXT.duplicateHero : undefined}
      searchable
      clearable
      disabled={disabled}
      data-testid={`editor-map-${n}-${field}`}
    />
  );
  const heroLists = [
    ...(fields.heroPicks
      ? [
          heroList('team_1_picks', REPORTS_TEXT.heroPicks(teams[0].label)),
          heroList('team_2_picks', REPORTS_TEXT.heroPicks(teams[1].label)),
        ]
      : []),
    ...(fields.heroBans
      ? [
          heroList('team_1_bans', REPORTS_TEXT.heroBans(teams[0].label)),
          heroList('team_2_bans', REPORTS_TEXT.heroBans(teams[1].label)),
        ]
      : []),
  ];
  const inline = props.heroLayout === 'inline';
  return (
    <Fieldset
      legend={REPORTS_TEXT.mapHeading(n)}
      radius="md"
      data-testid="editor-map"
      variant="filled"
      disabled={disabled}
    >
      <Stack gap="sm">
        <SimpleGrid cols={props.columns ?? { base: 1, sm: 2, md: 4 }} spacing="sm">
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
          {fields.mapPicks && profile.mapPicks && (
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
          {fields.mapBans && profile.mapBans && (
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
          {inline && heroLists}
        </SimpleGrid>
        {!inline && heroLists.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {heroLists}
          </SimpleGrid>
        )}
        {index < state.maps.length && !disabled && (props.canRemoveStored !== false || !map.id) && (
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
