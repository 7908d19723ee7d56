import { Group, Select, Text } from '@mantine/core';
import type { ThemeRecord } from '@castline/contracts';
import { ACCOUNT_TEXT } from '../../../lib/client-text.js';
import { useThing } from '../../../lib/things/thing-hooks.js';
import { isThingReady } from '../../../lib/things/thing-types.js';
import type { ThemeOptionGroup } from '../build-theme-options.js';
import { ThemeSwatch } from './theme-swatch.js';

export interface ThemeChooserProps {
  readonly label: string;
  readonly description?: string;
  readonly groups: readonly ThemeOptionGroup[];
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
  readonly disabled?: boolean;
}

/**
 * The theme chooser (public-site §3 "The theme chooser has the groups Teams and Events, with the placeholder
 * 'Choose a theme'"): a searchable select whose options show the theme's colour and logo.
 */
export function ThemeChooser({
  label,
  description,
  groups,
  value,
  onChange,
  disabled,
}: ThemeChooserProps) {
  const empty = groups.length === 0;
  const current = useThing<Pick<ThemeRecord, 'name'>>(value);
  const listed = groups.some((group) => group.items.some((item) => item.value === value));
  // A stored theme the player may no longer choose (they left the team) still shows, by its theme name.
  const extra =
    value !== null && !listed
      ? [
          {
            value,
            label:
              (isThingReady(current) && current.name?.trim()) || ACCOUNT_TEXT.profileThemeCurrent,
          },
        ]
      : [];
  const data = [...extra, ...groups.map((group) => ({ group: group.group, items: group.items }))];
  return (
    <Select
      // Mantine shows the selected label from the data it had when the value was set: remount when it changes.
      key={JSON.stringify(data)}
      label={label}
      description={empty ? ACCOUNT_TEXT.profileThemeNone : description}
      placeholder={ACCOUNT_TEXT.profileThemePlaceholder}
      data={data}
      value={value}
      onChange={onChange}
      disabled={disabled || (empty && value === null)}
      clearable
      searchable
      nothingFoundMessage={ACCOUNT_TEXT.profileThemeNone}
      leftSection={value ? <ThemeSwatch themeId={value} size={20} /> : null}
      renderOption={({ option }) => (
        <Group gap="sm" wrap="nowrap">
          <ThemeSwatch themeId={option.value} />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
      comboboxProps={{ withinPortal: true }}
      data-testid="profile-theme"
    />
  );
}
