import { Text } from '@mantine/core';
import { EVENT_TEXT } from '../../../lib/client-text.js';
import type { ColorPair } from '../../../lib/theme/theme-colors.js';
import { themedStyle } from '../../../lib/theme/surface-variables.js';
import type { MiniSitePromptLink } from '../get-mini-site-status.js';
import classes from './event-pages.module.css';

/**
 * The prompt linking to the event's mini-site (public-site §2 "When the visitor is not on the event's mini-site,
 * a prompt links to it"; shown for no root minisite and foreign subdomain, §4), in the event's colours.
 */
export function MiniSitePrompt({
  eventName,
  link,
  colors,
}: {
  readonly eventName: string;
  readonly link: MiniSitePromptLink;
  readonly colors: ColorPair;
}) {
  return (
    <aside
      className={classes.prompt}
      style={themedStyle(colors)}
      data-testid="event-minisite-prompt"
    >
      <Text fw={600} c="inherit">
        {EVENT_TEXT.miniSitePrompt(eventName)}
      </Text>
      <a href={link.href} className={classes.promptLink}>
        {EVENT_TEXT.miniSiteLink(link.subdomain)}
        <span aria-hidden="true">›</span>
      </a>
    </aside>
  );
}
