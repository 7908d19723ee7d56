import { Stack } from '@mantine/core';
import type { ThemeRecord } from '@castline/contracts';
import { PAGES_TEXT, PRODUCT_NAME } from '../../../lib/client-text.js';
import { readyThings } from '../../../lib/things/thing-types.js';
import {
  getLogoColors,
  getReadableColors,
  getThemeColors,
} from '../../../lib/theme/theme-colors.js';
import { getThemeLogoId } from '../../../lib/theme/theme-logo.js';
import { PageTitle } from '../../../ui/page-title.js';
import { ThingImage } from '../../../ui/thing-image.js';
import { Section } from '../../entity-pages/components/section.js';
import { usePlayerPage } from '../player-page-types.js';
import classes from './player-banner.module.css';
import { themedStyle } from '../../../lib/theme/surface-variables.js';

/**
 * A player's banner (public-site §2 player 'banner'): a 3:1 graphic in the player's colours (contrast-checked
 * text) with their name, role, pronouns and team, to use on socials and stream panels.
 */
export function PlayerBanner() {
  const { player, theme } = usePlayerPage();
  const colors = getThemeColors(theme);
  const logo = getLogoColors(theme);
  const accent = getReadableColors(theme?.color_accent ?? theme?.color_alt ?? null);
  const team = readyThings(player.member_of ?? [])[0] ?? null;
  const teamTheme: ThemeRecord | null = team ? (readyThings(team.theme)[0] ?? null) : null;
  const logoId = getThemeLogoId(theme ?? teamTheme, 'default');
  const meta = [player.role, player.pronouns, team?.name].filter(Boolean).join(' · ');
  return (
    <Stack gap="lg">
      <PageTitle title={PAGES_TEXT.subPageTitle(PAGES_TEXT.playerTabs.banner, player.name ?? '')} />
      <Section
        title={PAGES_TEXT.playerTabs.banner}
        description={PAGES_TEXT.playerBannerText}
        testId="player-banner"
      >
        <div className={classes.frame}>
          <div
            className={classes.banner}
            style={themedStyle(colors)}
            role="img"
            aria-label={[player.name, meta].filter(Boolean).join(', ')}
            data-testid="player-banner-graphic"
          >
            <span
              className={classes.stripe}
              style={{ background: accent.background }}
              aria-hidden="true"
            />
            <span
              className={classes.logo}
              style={{ background: logo.background, color: logo.text }}
              aria-hidden="true"
            >
              {logoId ? (
                <ThingImage
                  attachmentId={logoId}
                  size="h-120"
                  alt=""
                  fallbackColor="transparent"
                  style={{ width: '82%', height: '82%' }}
                />
              ) : (
                (player.name ?? '?').slice(0, 1).toUpperCase()
              )}
            </span>
            <span className={classes.text} aria-hidden="true">
              <span className={classes.name} style={{ display: 'block' }}>
                {player.name}
              </span>
              {meta && (
                <span className={classes.meta} style={{ display: 'block' }}>
                  {meta}
                </span>
              )}
            </span>
            <span className={classes.mark} style={{ color: accent.text }} aria-hidden="true">
              {PRODUCT_NAME}
            </span>
          </div>
        </div>
      </Section>
    </Stack>
  );
}
