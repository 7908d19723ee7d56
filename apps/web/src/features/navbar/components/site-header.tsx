import { lazy, Suspense, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Burger, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { mixColors, readableTextOn } from '@castline/domain';
import { CLIENT_TEXT } from '../../../lib/client-text.js';
import { getSurfaceVariables } from '../../../lib/theme/surface-variables.js';
import { LiveBanner } from './live-banner.js';
import classes from './site-header.module.css';

// The phone drawer (Mantine Drawer: portal, focus trap, scroll lock) loads the first time the burger opens it.
const Drawer = lazy(async () => ({ default: (await import('./site-drawer.js')).Drawer }));

/** One navbar entry: a route inside the app, or a link to another site. */
export interface HeaderNavItem {
  readonly key: string;
  readonly label: ReactNode;
  readonly to: string;
  readonly external?: boolean;
  /** Only active on the exact path. */
  readonly end?: boolean;
  readonly testId?: string;
}

/** Header colours for themed mini-sites. */
export interface HeaderColors {
  readonly background: string;
  readonly text: string;
  readonly activeBackground?: string;
  readonly activeText?: string;
}

export interface SiteHeaderProps {
  readonly brand: ReactNode;
  readonly items: readonly HeaderNavItem[];
  readonly actions: ReactNode;
  readonly colors?: HeaderColors;
}

function NavItems({ items }: { readonly items: readonly HeaderNavItem[] }) {
  return items.map((item) =>
    item.external ? (
      <a
        key={item.key}
        href={item.to}
        className={classes.link}
        data-testid={item.testId}
        target="_blank"
        rel="noopener noreferrer"
      >
        {item.label}
      </a>
    ) : (
      <NavLink
        key={item.key}
        to={item.to}
        end={item.end}
        className={classes.link}
        data-testid={item.testId}
      >
        {item.label}
      </NavLink>
    ),
  );
}

/**
 * The sticky site header (public-site §2 "Navbar"): brand, links, actions, and on phones a burger that opens
 * the links in a drawer. The live banner sits right under it. Keyboard: a skip link, real links, Escape closes.
 */
export function SiteHeader({ brand, items, actions, colors }: SiteHeaderProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  useEffect(() => {
    if (opened) setDrawerUsed(true);
  }, [opened]);
  const location = useLocation();
  useEffect(() => close(), [location.pathname, close]);
  // a themed header is opaque and its links full strength, so the text keeps the contrast it was picked for
  const activeBg = colors
    ? (colors.activeBackground ??
      mixColors(colors.background, colors.text, 0.16) ??
      colors.background)
    : null;
  const style = colors
    ? ({
        ...getSurfaceVariables(colors),
        '--header-bg': colors.background,
        '--header-solid-bg': colors.background,
        '--header-link-opacity': '1',
        '--header-text': colors.text,
        '--header-border': 'rgba(0, 0, 0, 0.2)',
        '--header-hover': 'rgba(127, 127, 127, 0.18)',
        '--header-active-bg': activeBg,
        '--header-active-text': colors.activeText ?? readableTextOn(activeBg, colors.text),
      } as CSSProperties)
    : undefined;
  return (
    <header className={classes.header} style={style}>
      <a href="#main-content" className={classes.skip}>
        {CLIENT_TEXT.skipToContent}
      </a>
      <Container size="xl" className={classes.inner}>
        {brand}
        <nav aria-label={CLIENT_TEXT.navMain} className={classes.nav}>
          <Group gap={2} visibleFrom="md" wrap="nowrap">
            <NavItems items={items} />
          </Group>
        </nav>
        <Group gap="xs" visibleFrom="md" wrap="nowrap">
          {actions}
        </Group>
        <Burger
          opened={opened}
          onClick={toggle}
          hiddenFrom="md"
          color={colors?.text}
          aria-label={opened ? CLIENT_TEXT.navCloseMenu : CLIENT_TEXT.navOpenMenu}
          aria-expanded={opened}
        />
      </Container>
      {drawerUsed && (
        <Suspense fallback={null}>
          <Drawer
            opened={opened}
            onClose={close}
            hiddenFrom="md"
            position="right"
            size="xs"
            title={brand}
          >
            <Stack gap="lg">
              <nav aria-label={CLIENT_TEXT.navMain} className={classes.drawerLinks}>
                <NavItems items={items} />
              </nav>
              <Stack gap="xs">{actions}</Stack>
            </Stack>
          </Drawer>
        </Suspense>
      )}
      <LiveBanner />
    </header>
  );
}
