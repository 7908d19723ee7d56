import { Stack, Table, Text } from '@mantine/core';
import { BROADCAST_EDITOR_TEXT } from './broadcast-editor-text.js';
import { EditorModal } from './editor-modal.js';
import { BROADCAST_SHORTCUTS } from './broadcast-shortcuts.js';

const TEXT = BROADCAST_EDITOR_TEXT.shortcuts;

/** The keyboard shortcuts' cheat sheet (issue 16 item 6), opened by the Shortcuts button or `?`. */
export function ShortcutsModal({ onClose }: { readonly onClose: () => void }) {
  return (
    <EditorModal title={TEXT.title} onClose={onClose}>
      <Stack gap="sm" data-testid="shortcuts-sheet">
        <Text size="sm" c="dimmed">
          {TEXT.hint}
        </Text>
        <Table>
          <Table.Tbody>
            {BROADCAST_SHORTCUTS.map((shortcut) => (
              <Table.Tr key={shortcut.id}>
                <Table.Td w={140}>
                  {shortcut.keys.split('+').map((key, i) => (
                    <span key={key}>
                      {i > 0 ? ' + ' : null}
                      <kbd
                        style={{
                          padding: '1px 6px',
                          border: '1px solid var(--mantine-color-dark-3)',
                          borderRadius: 4,
                          fontSize: '0.8em',
                        }}
                      >
                        {key}
                      </kbd>
                    </span>
                  ))}
                </Table.Td>
                <Table.Td>{TEXT[shortcut.id]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </EditorModal>
  );
}
