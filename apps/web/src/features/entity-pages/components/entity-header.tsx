import type { ReactNode } from 'react';
import { Box, Stack, Text, Title } from '@mantine/core';
import type { ColorPair } from '../../../lib/theme/theme-colors.js';
import { themedStyle } from '../../../lib/theme/surface-variables.js';
import { ThingImage } from '../../../ui/thing-image.js';
import classes from './entity-pages.module.css';

export interface EntityHeaderProps {
  /** The banner colours (a theme pair, contrast-checked). */
  readonly colors: ColorPair;
  /** The logo box colours (the theme's logo pair). */
  readonly logoColors?: ColorPair;
  readonly logoId?: string | null;
  /** Shown in the logo box when there is no logo (e.g. a team code). */
  readonly logoFallback?: ReactNode;
  readonly overline?: ReactNode;
  readonly title: string;
  readonly subtitle?: ReactNode;
  readonly children?: ReactNode;
  readonly 'data-testid'?: string;
}

/**
 * The themed banner of a team, player, match or news page (public-site §2 "Every page themed"): the entity's
 * theme colours with a contrast-checked text colour, its logo, an overline, the h1 title and extra content.
 */
export function EntityHeader(props: EntityHeaderProps) {
  const logo = props.logoColors ?? props.colors;
  const hasLogoBox = props.logoId !== undefined || props.logoFallback !== undefined;
  return (
    <Box
      className={classes.banner}
      style={themedStyle(props.colors)}
      data-testid={props['data-testid'] ?? 'entity-header'}
    >
      <div className={classes.bannerInner}>
        {hasLogoBox && (
          <span
            className={classes.logoBox}
            style={{ background: logo.background, color: logo.text }}
          >
            {props.logoId ? (
              <ThingImage
                attachmentId={props.logoId}
                size="h-120"
                alt=""
                className={classes.logoImage}
                fallbackColor="transparent"
              />
            ) : (
              <Text fw={900} fz={28} c="inherit" aria-hidden="true">
                {props.logoFallback}
              </Text>
            )}
          </span>
        )}
        <Stack gap={4} className={classes.bannerText}>
          {props.overline && (
            <Text size="sm" fw={700} tt="uppercase" c="inherit" component="div">
              {props.overline}
            </Text>
          )}
          <Title order={1} c="inherit" className={classes.bannerTitle}>
            {props.title}
          </Title>
          {props.subtitle && (
            <Text c="inherit" component="div">
              {props.subtitle}
            </Text>
          )}
          {props.children}
        </Stack>
      </div>
    </Box>
  );
}
