import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { ColorPair } from '../../../lib/theme/theme-colors.js';
import classes from './entity-pages.module.css';

/** One tab of an entity page. */
export interface EntityTab {
  readonly label: string;
  readonly to: string;
  /** The overview tab matches only its own path. */
  readonly end?: boolean;
  /** Other paths that show the same page (aliases) and so mark this tab current. */
  readonly aliases?: readonly string[];
  readonly testId?: string;
}

/** True when the tab's page (or one of its aliases, or for non-end tabs a page below it) is open. */
function isTabCurrent(tab: EntityTab, pathname: string): boolean {
  const to = tab.to.replace(/\/+$/, '');
  if (pathname === to || tab.aliases?.includes(pathname)) return true;
  return !tab.end && pathname.startsWith(`${to}/`);
}

/**
 * The sub-page navigation of an entity page: plain links (keyboard and middle-click friendly), the current one
 * marked with aria-current and the entity's colours.
 */
export function EntityTabs({
  tabs,
  label,
  colors,
  pathname,
}: {
  readonly tabs: readonly EntityTab[];
  readonly label: string;
  readonly colors?: ColorPair;
  /** The current path, to mark a tab whose alias is open. */
  readonly pathname: string;
}) {
  const style = colors
    ? ({ '--tab-active-bg': colors.background, '--tab-active-text': colors.text } as CSSProperties)
    : undefined;
  const trimmed = pathname.replace(/\/+$/, '');
  return (
    <nav aria-label={label} className={classes.tabs} style={style} data-testid="entity-tabs">
      {tabs.map((tab) => {
        const current = isTabCurrent(tab, trimmed);
        return (
          <Link
            key={tab.to}
            to={tab.to}
            className={classes.tab}
            data-testid={tab.testId}
            aria-current={current ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
