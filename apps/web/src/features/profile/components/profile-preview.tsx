import { Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ThemeRecord } from '@castline/contracts';
import { useThing } from '../../../lib/things/thing-hooks.js';
import { isThingReady } from '../../../lib/things/thing-types.js';
import { getReadableColors, getThemeColors } from '../../../lib/theme/theme-colors.js';
import { getThemeLogoId } from '../../../lib/theme/theme-logo.js';
import { ThingImage } from '../../../ui/thing-image.js';
import type { ProfileValues } from '../profile-values.js';

export interface ProfilePreviewProps {
  readonly name: string;
  readonly avatar: string | null;
  readonly values: ProfileValues;
  readonly heroName: string | null;
}

/**
 * How the player appears (broadcast spec §2 "Profile page": the profile picture theme): the avatar framed in the
 * chosen theme's colours with its logo, the name, pronouns, pronunciation, role and favourite hero; it follows the
 * form as the user edits. Text colours are contrast-checked (public-site §9).
 */
export function ProfilePreview({ name, avatar, values, heroName }: ProfilePreviewProps) {
  const theme = useThing<ThemeRecord>(values.profile_picture_theme);
  const ready = isThingReady(theme) ? theme : null;
  const colors = ready ? getThemeColors(ready) : getReadableColors('#2c2f3c');
  const accent = ready?.color_accent ?? ready?.color_alt ?? colors.text;
  const logoId = getThemeLogoId(ready, 'small');
  const pronunciation = values.pronunciation.trim();
  return (
    <Paper
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      data-testid="profile-preview"
      style={{
        background: `linear-gradient(135deg, ${colors.background} 0%, color-mix(in srgb, ${colors.background} 70%, #000) 100%)`,
        color: colors.text,
        transition: 'background 200ms ease',
      }}
    >
      <Group gap="lg" wrap="nowrap" align="center">
        <span style={{ position: 'relative', flex: 'none' }}>
          <Avatar
            src={avatar}
            alt=""
            name={name}
            color="initials"
            size={84}
            radius={999}
            style={{ boxShadow: `0 0 0 4px ${accent}` }}
          />
          {logoId && (
            <ThingImage
              attachmentId={logoId}
              size="w-50"
              alt=""
              fallbackColor="transparent"
              style={{
                position: 'absolute',
                right: -6,
                bottom: -6,
                width: 34,
                height: 34,
                borderRadius: 10,
                background: colors.background,
                boxShadow: '0 0 0 2px rgba(0,0,0,0.25)',
                padding: 3,
              }}
            />
          )}
        </span>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={800} fz={{ base: 22, sm: 26 }} lh={1.15} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {(values.pronouns || pronunciation) && (
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {[values.pronouns, pronunciation && `“${pronunciation}”`].filter(Boolean).join(' · ')}
            </Text>
          )}
          {(values.role || heroName) && (
            <Group gap={6} mt={4}>
              {values.role && (
                <Badge variant="white" color="dark" radius="sm" data-testid="profile-preview-role">
                  {values.role}
                </Badge>
              )}
              {heroName && (
                <Badge
                  variant="outline"
                  radius="sm"
                  style={{ color: colors.text, borderColor: colors.text }}
                  data-testid="profile-preview-hero"
                >
                  {heroName}
                </Badge>
              )}
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
