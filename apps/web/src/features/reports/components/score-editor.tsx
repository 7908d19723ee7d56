import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { SCORE_REPORT_EDITOR_TEXT, type EditorOptions, type GameProfile } from '@castline/domain';
import { REPORTS_TEXT } from '../../../lib/client-text.js';
import type { ScoreReportSettings } from '../read-report-settings.js';
import { createEmptyEditor, type ScoreEditorState } from '../score-editor-state.js';
import {
  EditorMapRow,
  getEditorRows,
  type EditorMapOption,
  type EditorOption,
} from './editor-map-row.js';

export type { EditorMapOption, EditorOption } from './editor-map-row.js';

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
  const maps = getEditorRows(state);
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
        <EditorMapRow
          key={index}
          index={index}
          map={map}
          state={state}
          onChange={onChange}
          teams={teams}
          maps={props.maps}
          heroes={props.heroes}
          profile={props.profile}
          options={options}
          fields={{
            mapPicks: true,
            mapBans: settings.showMapBans,
            heroPicks: settings.showHeroPicks,
            heroBans: settings.showHeroBans,
          }}
          heroLayout="below"
        />
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
