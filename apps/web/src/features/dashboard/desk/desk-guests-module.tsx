import { useEffect, useMemo, useRef, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { GUEST_FIELDS, validateGuest, type GuestField } from '@castline/domain';
import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { DashboardModule } from '../components/dashboard-module.js';
import { PressButton } from '../components/press-button.js';
import { useDashboard } from '../dashboard-context.js';
import { DESK_TEXT } from './desk-text.js';
import {
  areGuestRowsEqual,
  createGuestRow,
  normalizeManualGuests,
  toGuestRows,
  toManualGuests,
  type GuestRow,
} from './guest-rows.js';
import { LazyRemoveGuestDialog } from './lazy-desk-dialogs.js';

const SAVE_KEY = 'desk-guests-save';

/** Column widths of the guest table (the delete column is a button). */
const COLUMN_WIDTH: Readonly<Record<GuestField, string>> = {
  name: '20%',
  avatar: '21%',
  webcam: '25%',
  twitter: '17%',
  pronouns: '13%',
};

/**
 * Desk Guests (broadcast spec §2 "Desk guest editor", §5; OVERLAYS §4): the broadcast's manual_guests as a table
 * (Name, Avatar, Webcam link, Twitter handle, Pronouns, delete), each validation message at its field, 'Add
 * guest', 'Save guests' (update-broadcast manualGuests, 'Updated guests'; disabled while a field is invalid or
 * nothing changed) and the 'Remove guest "{name}"?' prompt. It spans the grid's width: five text columns need it.
 */
export function DeskGuestsModule() {
  const { data } = useDashboard();
  return (
    <div style={{ gridColumn: '1 / -1', minWidth: 0 }}>
      <DashboardModule title={DASHBOARD_TEXT.modules.deskGuests}>
        <GuestEditor key={data.broadcast?.id ?? 'none'} />
      </DashboardModule>
    </div>
  );
}

interface EditorState {
  /** The manual_guests text the rows were loaded from (or last saved). */
  readonly base: string;
  readonly rows: readonly GuestRow[];
  /** The stored list changed while the user had unsaved edits. */
  readonly conflict: boolean;
}

/**
 * The editor of one broadcast. The rows follow broadcast.manual_guests live while the user has no unsaved edits;
 * with unsaved edits they stay, and a notice says the guests changed elsewhere (Save replaces them, 'Discard
 * changes' loads theirs).
 */
function GuestEditor() {
  const { data, run } = useDashboard();
  const broadcast = data.broadcast;
  const recordText = broadcast?.manual_guests ?? '';
  const access = data.permissions.broadcastAccess;
  const nextKey = useRef(0);
  const allocate = (count: number) => {
    const first = nextKey.current;
    nextKey.current += count;
    return first;
  };
  const load = (text: string): EditorState => {
    const rows = toGuestRows(text, 0);
    const first = allocate(rows.length);
    return {
      base: text,
      rows: rows.map((row, index) => ({ ...row, key: first + index })),
      conflict: false,
    };
  };
  const [state, setState] = useState<EditorState>(() => load(recordText));
  const [removing, setRemoving] = useState<GuestRow | null>(null);
  const [addedKey, setAddedKey] = useState<number | null>(null);

  const dirty = !areGuestRowsEqual(state.rows, toGuestRows(state.base, 0));
  // A new stored list (a change made elsewhere, or the echo of a save): load it unless the user has unsaved edits;
  // with edits, keep them and flag the conflict, and load it once the edits are undone.
  const seen = useRef(recordText);
  useEffect(() => {
    const fresh = recordText !== seen.current;
    seen.current = recordText;
    setState((current) => {
      const edited = !areGuestRowsEqual(current.rows, toGuestRows(current.base, 0));
      if (fresh) {
        if (normalizeManualGuests(recordText) === normalizeManualGuests(current.base)) {
          return current.conflict ? { ...current, conflict: false } : current;
        }
        return edited ? { ...current, conflict: true } : load(recordText);
      }
      return current.conflict && !edited ? load(recordText) : current;
    });
    // load only allocates keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recordText, dirty]);

  const validations = useMemo(() => state.rows.map((row) => validateGuest(row)), [state.rows]);
  const invalid = validations.some((v) => !v.valid);
  const text = toManualGuests(state.rows);
  // Against what the rows were loaded from or last saved as (the stored list may lag a save by a moment).
  const changed = text !== normalizeManualGuests(state.base);
  const conflict = dirty && state.conflict;

  const setField = (key: number, field: GuestField, value: string) =>
    setState((current) => ({
      ...current,
      rows: current.rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)),
    }));
  const removeRow = (key: number) =>
    setState((current) => ({ ...current, rows: current.rows.filter((row) => row.key !== key) }));
  const addRow = () => {
    const key = allocate(1);
    setAddedKey(key);
    setState((current) => ({ ...current, rows: [...current.rows, createGuestRow(key)] }));
  };
  const askRemove = (row: GuestRow) => {
    if (row.name.trim() === '') removeRow(row.key);
    else setRemoving(row);
  };

  const save = async () => {
    if (!broadcast) return;
    const sent = state.rows;
    const answer = await run({
      key: SAVE_KEY,
      action: 'update-broadcast',
      body: { broadcast: broadcast.id, manualGuests: text },
      success: DESK_TEXT.guests.saved,
    });
    if (!answer || answer.error) return;
    // Saved: the editor holds what was sent, written as the server stores it (unless edited meanwhile).
    setState((current) =>
      areGuestRowsEqual(current.rows, sent)
        ? load(text)
        : { ...current, base: text, conflict: false },
    );
  };

  const saveReason = !access
    ? DASHBOARD_TEXT.reasons.noBroadcastAccess
    : invalid
      ? DESK_TEXT.guests.invalid
      : !changed
        ? DESK_TEXT.guests.unchanged
        : null;
  const noAccess = access ? null : DASHBOARD_TEXT.reasons.noBroadcastAccess;

  return (
    <Stack gap="sm" data-testid="desk-guests" data-dirty={dirty ? 'true' : 'false'}>
      {noAccess ? (
        <Text size="sm" c="dimmed">
          {noAccess}
        </Text>
      ) : null}
      {conflict ? (
        <Alert color="yellow" variant="light" p="xs" data-testid="desk-guests-conflict">
          {DESK_TEXT.guests.changedElsewhere}
        </Alert>
      ) : null}
      {state.rows.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="desk-guests-empty">
          {DESK_TEXT.guests.empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760} type="native">
          <Table verticalSpacing={4} horizontalSpacing={6} layout="fixed">
            <Table.Thead>
              <Table.Tr>
                {GUEST_FIELDS.map((field) => (
                  <Table.Th key={field} style={{ width: COLUMN_WIDTH[field] }}>
                    {DESK_TEXT.guests.columns[field]}
                  </Table.Th>
                ))}
                <Table.Th style={{ width: 40 }}>
                  <VisuallyHidden>{DESK_TEXT.guests.columns.remove}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state.rows.map((row, index) => {
                const errors = validations[index]?.errors ?? {};
                return (
                  <Table.Tr key={row.key} data-testid="desk-guest-row">
                    {GUEST_FIELDS.map((field) => (
                      <Table.Td key={field} style={{ verticalAlign: 'top' }}>
                        <TextInput
                          size="xs"
                          aria-label={DESK_TEXT.guests.fieldLabel(
                            DESK_TEXT.guests.columns[field],
                            index + 1,
                          )}
                          placeholder={DESK_TEXT.guests.placeholders[field]}
                          value={row[field]}
                          error={errors[field]}
                          disabled={!access}
                          autoComplete="off"
                          spellCheck={false}
                          data-field={field}
                          // A row just added takes the focus on its name.
                          autoFocus={field === 'name' && row.key === addedKey}
                          onChange={(event) => setField(row.key, field, event.currentTarget.value)}
                        />
                      </Table.Td>
                    ))}
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size={30}
                        aria-label={DESK_TEXT.guests.removeLabel(index + 1, row.name.trim())}
                        title={noAccess ?? DESK_TEXT.guests.removeLabel(index + 1, row.name.trim())}
                        disabled={!access}
                        data-testid="desk-guest-remove"
                        onClick={() => askRemove(row)}
                      >
                        <span aria-hidden="true">✕</span>
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between" gap="xs">
        <PressButton
          label={DESK_TEXT.guests.add}
          variant="default"
          onPress={addRow}
          disabledReason={noAccess}
          testId="desk-guests-add"
        />
        <Group gap="xs">
          {dirty ? (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              onClick={() => setState(load(recordText))}
              data-testid="desk-guests-discard"
            >
              {DESK_TEXT.guests.discard}
            </Button>
          ) : null}
          <PressButton
            label={DESK_TEXT.guests.save}
            onPress={() => void save()}
            pendingKey={SAVE_KEY}
            disabledReason={saveReason}
            testId="desk-guests-save"
          />
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {DESK_TEXT.guests.hint}
      </Text>
      {removing ? (
        <LazyRemoveGuestDialog
          name={removing.name.trim()}
          onClose={() => setRemoving(null)}
          onConfirm={() => {
            removeRow(removing.key);
            setRemoving(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
