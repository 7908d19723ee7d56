import { Badge, Group, Text } from '@mantine/core';
import { formatDuration } from '../../../overlays/admin/admin-reports.js';
import { HEADER_TEXT } from './header-text.js';

/**
 * The state of the dashboard's OBS transmitter (OVERLAYS §4 "Transmitter (header)"; broadcast §4 "OBS connection:
 * not connected, then connected after identification; retries every 2 s"). Issue 17 brings the transmitter and
 * fills this in; until then the header shows `unavailable` ('Not connected', with a note that it is coming).
 */
export type TransmitterState =
  /** No transmitter in this build yet (issue 17). */
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'not-connected' }
  | { readonly kind: 'connecting' }
  /** Identified with OBS; `liveForMs` while the stream output is active (outputDuration). */
  | { readonly kind: 'connected'; readonly liveForMs: number | null }
  /** OBS refused or went away: 'Error: {message}' (broadcast §8). */
  | { readonly kind: 'error'; readonly message: string };

export interface TransmitterStatusProps {
  readonly state: TransmitterState;
}

function describe(state: TransmitterState): { text: string; color: string } {
  switch (state.kind) {
    case 'unavailable':
    case 'not-connected':
      return { text: HEADER_TEXT.transmitter.notConnected, color: 'gray' };
    case 'connecting':
      return { text: HEADER_TEXT.transmitter.connecting, color: 'yellow' };
    case 'connected':
      return state.liveForMs === null
        ? { text: HEADER_TEXT.transmitter.connected, color: 'teal' }
        : { text: HEADER_TEXT.transmitter.live(formatDuration(state.liveForMs)), color: 'red' };
    case 'error':
      return { text: HEADER_TEXT.transmitter.error(state.message), color: 'red' };
  }
}

/**
 * The header's transmitter status (broadcast §2 "Header with transmitter status"): a badge with the state, and,
 * while the dashboard has no transmitter of its own, a short note saying it comes with the OBS transmitter.
 */
export function TransmitterStatus({ state }: TransmitterStatusProps) {
  const { text, color } = describe(state);
  return (
    <Group
      gap={6}
      wrap="nowrap"
      role="status"
      data-testid="transmitter-status"
      data-state={state.kind}
    >
      <Text component="span" size="xs" c="dimmed" fw={700} tt="uppercase">
        {HEADER_TEXT.transmitter.label}
      </Text>
      <Badge color={color} variant="light" size="md" radius="sm">
        {text}
      </Badge>
      {state.kind === 'unavailable' ? (
        <Text component="span" size="xs" c="dimmed" data-testid="transmitter-note">
          {HEADER_TEXT.transmitter.comingSoon}
        </Text>
      ) : null}
    </Group>
  );
}
