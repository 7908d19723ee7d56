import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { DashboardModule } from '../components/dashboard-module.js';
import { PressButton } from '../components/press-button.js';
import { useDashboard } from '../dashboard-context.js';
import { DASHBOARD_TEXT } from '../dashboard-text.js';
import type { DashboardPress } from '../hooks/use-dashboard-run.js';
import { CUSTOMISATION_TEXT as TEXT } from './customisation-text.js';
import {
  CUSTOMISATION_FIELDS,
  readCustomisation,
  useCustomisationChoices,
  type Choice,
  type CustomisationField,
  type CustomisationValues,
} from './use-customisation-choices.js';

/** The update-broadcast key of each highlight (broadcast §7). */
const BROADCAST_KEYS = {
  team: 'highlightTeamID',
  hero: 'highlightHeroID',
  player: 'highlightPlayerID',
  media: 'highlightMediaID',
} as const;

type Staged = Partial<
  Record<CustomisationField, { readonly base: string | null; readonly value: string | null }>
>;

/** The picker's options: none, then the choices (grouped when they name a group). */
function pickerData(choices: readonly Choice[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  const loose: { value: string; label: string }[] = [];
  for (const c of choices) {
    const item = { value: c.value, label: c.label };
    if (c.group) groups.set(c.group, [...(groups.get(c.group) ?? []), item]);
    else loose.push(item);
  }
  return [
    { value: '', label: TEXT.none },
    ...loose,
    ...[...groups].map(([group, items]) => ({ group, items })),
  ];
}

/**
 * The presses of a set of changes (broadcast §7): the highlights in one update-broadcast, the MVP in
 * update-match-data {matchID, updatedData: {mvpPlayerID}}.
 */
export function toCustomisationPresses(
  changes: Partial<CustomisationValues>,
  context: { readonly broadcast: string | null; readonly matchID: string | null },
  key: string,
  success: string,
): DashboardPress[] {
  const presses: DashboardPress[] = [];
  const highlight: Record<string, string | null> = {};
  for (const field of ['team', 'hero', 'player', 'media'] as const) {
    if (field in changes) highlight[BROADCAST_KEYS[field]] = changes[field] ?? null;
  }
  if (Object.keys(highlight).length > 0)
    presses.push({
      key,
      action: 'update-broadcast',
      body: { ...(context.broadcast ? { broadcast: context.broadcast } : {}), ...highlight },
      success,
    });
  if ('mvp' in changes && context.matchID)
    presses.push({
      key,
      action: 'update-match-data',
      body: { matchID: context.matchID, updatedData: { mvpPlayerID: changes.mvp ?? null } },
      success,
    });
  return presses;
}

/**
 * Customisation (OVERLAYS §4; broadcast §4 "each highlight can be set instantly or by Save; Clear sets null. MVP
 * requires a live match."): pickers for the highlight team, hero, player and media (update-broadcast
 * highlight*ID) and the live match's MVP (update-match-data mvpPlayerID). Each row's Set sends its choice at once
 * and Clear sends null; Save sends every changed row together. A change staged on a row is dropped when that row's
 * value changes on the server. MVP needs a live match and match-edit rights.
 */
export function CustomisationModule() {
  const { data, run } = useDashboard();
  const server = readCustomisation(data);
  const [staged, setStaged] = useState<Staged>({});
  // A staged choice belongs to the server value it was made over: once that value changes (Set, Clear, another
  // producer), the choice is dropped for good, even if the server value later comes back.
  const stale = CUSTOMISATION_FIELDS.filter((f) => staged[f] && staged[f].base !== server[f]);
  if (stale.length > 0) {
    setStaged(
      Object.fromEntries(
        Object.entries(staged).filter(([f]) => !stale.includes(f as CustomisationField)),
      ),
    );
  }
  const valueOf = (field: CustomisationField) => {
    const entry = staged[field];
    return entry && entry.base === server[field] ? entry.value : server[field];
  };
  const values = Object.fromEntries(
    CUSTOMISATION_FIELDS.map((f) => [f, valueOf(f)]),
  ) as CustomisationValues;
  const choices = useCustomisationChoices(data, values);
  const changed = CUSTOMISATION_FIELDS.filter((f) => values[f] !== server[f]);
  const context = { broadcast: data.broadcast?.id ?? null, matchID: data.liveMatch?.id ?? null };

  const accessReason = !data.permissions.broadcastAccess
    ? DASHBOARD_TEXT.reasons.noBroadcastAccess
    : null;
  const mvpReason = !data.liveMatch
    ? DASHBOARD_TEXT.reasons.noLiveMatch
    : !data.permissions.matchEdit
      ? DASHBOARD_TEXT.reasons.noMatchEdit
      : null;
  const fieldReason = (field: CustomisationField) =>
    field === 'mvp' ? (mvpReason ?? accessReason) : accessReason;
  const nameOf = (field: CustomisationField, id: string) =>
    choices[field].find((c) => c.value === id)?.label ?? id;
  const saveReason =
    accessReason ??
    (changed.length === 0
      ? TEXT.reasons.nothingToSave
      : changed.includes('mvp') && mvpReason
        ? mvpReason
        : null);

  /** One row's press now: its value (Set) or null (Clear). */
  const rowPress = (field: CustomisationField, value: string | null, success: string) =>
    toCustomisationPresses({ [field]: value }, context, `customisation-${field}`, success)[0];

  const save = async () => {
    const changes = Object.fromEntries(changed.map((f) => [f, values[f]]));
    for (const press of toCustomisationPresses(
      changes,
      context,
      'customisation-save',
      TEXT.saved,
    )) {
      const answer = await run(press);
      if (!answer || answer.error) return;
    }
  };

  return (
    <DashboardModule title={DASHBOARD_TEXT.modules.customisation}>
      <Stack gap="xs" data-testid="customisation">
        <Text size="sm" c="dimmed">
          {TEXT.intro}
        </Text>
        {CUSTOMISATION_FIELDS.map((field) => {
          const label = TEXT.labels[field];
          const value = values[field];
          const reason = fieldReason(field);
          const key = `customisation-${field}`;
          return (
            <Group
              key={field}
              gap="xs"
              wrap="nowrap"
              align="flex-end"
              data-testid="customisation-row"
              data-field={field}
              data-value={server[field] ?? ''}
            >
              <NativeSelect
                size="xs"
                label={label}
                style={{ flex: 1, minWidth: 0 }}
                data-testid="customisation-select"
                value={value ?? ''}
                disabled={reason !== null}
                description={value !== server[field] ? TEXT.changed : undefined}
                inputWrapperOrder={['label', 'input', 'description']}
                data={pickerData(choices[field])}
                onChange={(event) => {
                  const next = event.currentTarget.value || null;
                  setStaged((s) => ({ ...s, [field]: { base: server[field], value: next } }));
                }}
              />
              <PressButton
                label={TEXT.set}
                aria-label={TEXT.setLabel(label)}
                variant="light"
                pendingKey={key}
                press={rowPress(
                  field,
                  value,
                  value === null
                    ? TEXT.clearedToast(label)
                    : TEXT.setToast(label, nameOf(field, value)),
                )}
                disabledReason={reason ?? (value === server[field] ? TEXT.reasons.unchanged : null)}
                testId="customisation-set"
              />
              <PressButton
                label={TEXT.clear}
                aria-label={TEXT.clearLabel(label)}
                variant="default"
                pendingKey={key}
                press={rowPress(field, null, TEXT.clearedToast(label))}
                disabledReason={
                  reason ?? (server[field] === null ? TEXT.reasons.nothingToClear : null)
                }
                testId="customisation-clear"
              />
            </Group>
          );
        })}
        <Group justify="flex-end" gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={changed.length === 0}
            onClick={() => setStaged({})}
          >
            {TEXT.reset}
          </Button>
          <PressButton
            label={TEXT.save}
            pendingKey="customisation-save"
            disabledReason={saveReason}
            testId="customisation-save"
            onPress={() => void save()}
          />
        </Group>
      </Stack>
    </DashboardModule>
  );
}
