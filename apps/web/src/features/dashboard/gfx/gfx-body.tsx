import { useId, useState } from 'react';
import {
  Badge,
  Button,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import type { GfxRecord } from '@castline/contracts';
import { DEFAULT_GFX_BUTTON_COUNT, parseGfxButtonCount } from '@castline/domain';
import { useUserSetting } from '../../../lib/settings/settings-context.js';
import { useThings } from '../../../lib/things/thing-hooks.js';
import { isThingReady, type Loadable } from '../../../lib/things/thing-types.js';
import { useDashboard } from '../dashboard-context.js';
import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { getGfxHref } from './get-gfx-href.js';
import { GFX_TEXT } from './gfx-text.js';

type GfxItem = Partial<GfxRecord> & { readonly id: string };

/** The press key of every reorder (one at a time: each reorder moves the others). */
export const GFX_INDEX_PRESS = 'gfx-index';

const links = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

const nameOf = (item: GfxItem | null): string =>
  item?.name?.trim() || item?.title?.trim() || GFX_TEXT.unnamed;

/** The button count control: the user setting gfxButtonCount, changed only to a whole number from 1 to 24. */
function GfxCountInput() {
  const [count, setCount] = useUserSetting('gfxButtonCount');
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? String(count);
  const invalid = draft !== null && parseGfxButtonCount(draft) === null;
  return (
    <TextInput
      size="xs"
      w={120}
      type="number"
      inputMode="numeric"
      min={1}
      max={24}
      label={GFX_TEXT.countLabel}
      description={invalid ? undefined : GFX_TEXT.countHint}
      error={invalid ? GFX_TEXT.countError : undefined}
      value={value}
      data-testid="gfx-count"
      onChange={(event) => {
        const text = event.currentTarget.value;
        setDraft(text);
        const parsed = parseGfxButtonCount(text);
        if (parsed !== null) setCount(parsed);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

/**
 * The GFX module's body (OVERLAYS §4; broadcast spec §2, §5, §9): one button per GFX item of the broadcast, up to the user's
 * gfxButtonCount (1–24, default 6), each opening /client/{key}/gfx/{n} in a new tab; beside each, the item on that
 * button can be changed (update-gfx-index moves the chosen item to position n).
 */
export function GfxBody() {
  const { data, run, pending } = useDashboard();
  const [count] = useUserSetting('gfxButtonCount');
  const ids = links(data.broadcast?.gfx);
  const entries = useThings<GfxItem>(ids);
  const clientKey = data.client?.key ?? '';
  const shown = Math.min(parseGfxButtonCount(count) ?? DEFAULT_GFX_BUTTON_COUNT, ids.length);
  const reasonId = useId();
  const busy = pending.has(GFX_INDEX_PRESS);
  const reason = !data.permissions.broadcastAccess
    ? DASHBOARD_TEXT.reasons.noBroadcastAccess
    : busy
      ? DASHBOARD_TEXT.reasons.pending
      : null;
  const itemAt = (i: number): GfxItem | null => {
    const entry: Loadable<GfxItem> | undefined = entries[i];
    return isThingReady(entry) ? entry : null;
  };
  const options = ids.map((id, i) => {
    const item = itemAt(i);
    return {
      value: id,
      label: GFX_TEXT.option(i + 1, item ? nameOf(item) : GFX_TEXT.loading),
    };
  });
  const move = (gfxID: string, index: number) => {
    const body = { gfxID, index };
    void run({ key: GFX_INDEX_PRESS, action: 'update-gfx-index', body });
  };

  return (
    <Stack gap="xs" data-testid="gfx-module">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Text size="sm" c="dimmed" data-testid="gfx-shown">
          {GFX_TEXT.shown(shown, ids.length)}
        </Text>
        <GfxCountInput />
      </Group>
      <Stack gap={6} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {ids.slice(0, shown).map((id, i) => {
          const n = i + 1;
          const item = itemAt(i);
          const name = item ? nameOf(item) : GFX_TEXT.loading;
          const type = item?.type ?? null;
          return (
            <Group
              key={`${n}-${id}`}
              component="li"
              gap="xs"
              wrap="nowrap"
              data-testid="gfx-slot"
              data-gfx-id={id}
            >
              <Button
                component="a"
                href={getGfxHref(clientKey, n)}
                target="_blank"
                rel="noopener noreferrer"
                variant="light"
                size="sm"
                justify="flex-start"
                style={{ flex: 1, minWidth: 0 }}
                aria-label={GFX_TEXT.buttonLabel(n, name, type)}
                data-testid="gfx-button"
                leftSection={
                  <Badge size="sm" variant="filled" radius="sm" style={{ flexShrink: 0 }}>
                    {GFX_TEXT.buttonNumber(n)}
                  </Badge>
                }
                rightSection={
                  type ? (
                    <Text size="xs" c="gray.4" component="span">
                      {type}
                    </Text>
                  ) : null
                }
              >
                <Text span size="sm" truncate="end" data-testid="gfx-name">
                  {name}
                </Text>
              </Button>
              <NativeSelect
                size="sm"
                w={{ base: 150, md: 200 }}
                aria-label={GFX_TEXT.slotSelectLabel(n)}
                data={options}
                value={id}
                disabled={reason !== null}
                title={reason ?? undefined}
                aria-describedby={reason ? reasonId : undefined}
                data-testid="gfx-slot-select"
                onChange={(event) => {
                  const chosen = event.currentTarget.value;
                  if (chosen !== id && reason === null) move(chosen, n);
                }}
              />
            </Group>
          );
        })}
      </Stack>
      {reason ? <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden> : null}
    </Stack>
  );
}
