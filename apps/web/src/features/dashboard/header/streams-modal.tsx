import { Badge, Modal, Stack, Table, Text } from '@mantine/core';
import type { StreamEntry } from '@castline/contracts';
import { formatDuration } from '../../../overlays/admin/admin-reports.js';
import { HEADER_TEXT } from './header-text.js';

const T = HEADER_TEXT.streams;

/** A transmitter's output in one line: service or server, resolution and frame rate, encoder, delay. */
export function describeStreamOutput(stream: StreamEntry): string {
  const settings = stream.settings;
  if (!settings) return '';
  const video = settings.video ?? {};
  const width = video['outputWidth'];
  const height = video['outputHeight'];
  const fps = video['fpsNumerator'];
  const encoder = settings.encoder?.['video_encoder'] ?? settings.encoder?.['videoEncoder'];
  const parts = [
    settings.service ?? settings.server ?? null,
    typeof width === 'number' && typeof height === 'number'
      ? `${width}×${height}${typeof fps === 'number' ? ` @ ${fps}` : ''}`
      : null,
    typeof encoder === 'string' ? encoder : null,
    settings.delay?.enabled ? T.delay(settings.delay.seconds) : null,
  ];
  return parts.filter((part): part is string => !!part).join(' · ');
}

/**
 * The streams modal (broadcast §2 "Header with … a streams modal"; OVERLAYS §4 special:streams): every transmitter
 * sending for this client with its preview and program scenes, LIVE time or Offline, and its output settings
 * (never the stream key: special:streams does not carry it). Empty: 'No transmitters connected'. Its own chunk
 * (Modal, Table), loaded on the first open.
 */
export function StreamsModal({
  opened,
  onClose,
  streams,
}: {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly streams: readonly StreamEntry[];
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={T.title}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': T.close }}
    >
      <Stack gap="sm" data-testid="streams-modal">
        <Text size="sm" c="dimmed">
          {T.intro}
        </Text>
        {streams.length === 0 ? (
          <Text data-testid="streams-modal-empty">{T.empty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{T.columns.name}</Table.Th>
                  <Table.Th>{T.columns.scenes}</Table.Th>
                  <Table.Th>{T.columns.status}</Table.Th>
                  <Table.Th>{T.columns.output}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {streams.map((stream) => (
                  <Table.Tr key={stream.socketId} data-testid="streams-modal-row">
                    <Table.Td fw={700}>{stream.clientName}</Table.Td>
                    <Table.Td data-testid="streams-modal-scenes">
                      {stream.scenes.preview ?? HEADER_TEXT.scenes.none} /{' '}
                      {stream.scenes.program ?? HEADER_TEXT.scenes.none}
                    </Table.Td>
                    <Table.Td>
                      {stream.status?.outputActive ? (
                        <Badge color="red" variant="filled" radius="sm">
                          {T.live(formatDuration(stream.status.outputDuration))}
                        </Badge>
                      ) : (
                        <Badge color="gray" variant="light" radius="sm">
                          {T.offline}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {describeStreamOutput(stream)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Modal>
  );
}
