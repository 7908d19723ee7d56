import { Stack, Switch, Text } from '@mantine/core';
import { useDashboard } from '../dashboard-context.js';
import { BROADCAST_EDITOR_TEXT } from './broadcast-editor-text.js';
import { EditorModal } from './editor-modal.js';
import { getBroadcastReason, PRESS_KEYS } from './broadcast-editor-model.js';

const TEXT = BROADCAST_EDITOR_TEXT.observerModal;

/** Observer settings (broadcast spec §4; RULES (a) set-observer-setting). */
export const OBSERVER_SETTINGS = ['Show syncer', 'Show overlay', 'Use basic overlay'] as const;

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The Observer Settings modal (broadcast spec §4 "Observer settings (Show syncer, Show overlay, Use basic overlay)
 * toggle instantly"): each switch sends set-observer-setting at once and follows the stored value live.
 */
export function ObserverSettingsModal({ onClose }: { readonly onClose: () => void }) {
  const { data, run, pending } = useDashboard();
  const stored = texts(data.broadcast?.observer_settings);
  const reason = getBroadcastReason(data);
  const target = data.broadcast ? { broadcast: data.broadcast.id } : {};
  return (
    <EditorModal title={TEXT.title} onClose={onClose}>
      <Stack gap="md" data-testid="observer-modal">
        <Text size="sm" c="dimmed">
          {TEXT.hint}
        </Text>
        {OBSERVER_SETTINGS.map((setting) => {
          const key = `${PRESS_KEYS.observer}-${setting}`;
          const on = stored.includes(setting);
          const busy = pending.has(key);
          return (
            <Switch
              key={setting}
              label={setting}
              checked={on}
              disabled={reason !== null || busy}
              description={reason ?? (busy ? BROADCAST_EDITOR_TEXT.pending : undefined)}
              onChange={(event) =>
                void run({
                  key,
                  action: 'set-observer-setting',
                  body: { ...target, setting, value: event.currentTarget.checked },
                  success: TEXT.toast(setting, event.currentTarget.checked),
                })
              }
              data-testid={`observer-${setting}`}
            />
          );
        })}
      </Stack>
    </EditorModal>
  );
}
