import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { BracketView, useBracketViewData } from '../../bracket-view/index.js';
import { useDashboard } from '../dashboard-context.js';
import { BRACKETS_TEXT } from './brackets-text.js';
import classes from './bracket-panel.module.css';

/** The bracket view's scale on the dashboard (OVERLAYS §4 "bracket view at 0.75 scale"). */
export const DASHBOARD_BRACKET_SCALE = 0.75;

/**
 * One bracket of the live match, drawn by the bracket view of the public bracket pages at 0.75 scale with the live
 * match marked LIVE by the view itself (a match focus would cover the feeder cards with WINNER / LOSER labels), in a frame that scrolls sideways (a lazy chunk: the dashboard loads it when the module opens).
 */
export function BracketPanel({ bracketId }: { readonly bracketId: string }) {
  const data = useBracketViewData(bracketId);
  if (data.status === 'missing') return null;
  if (data.status === 'loading') {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={BRACKETS_TEXT.loading} />
      </Center>
    );
  }
  const name = data.bracket.name?.trim() || BRACKETS_TEXT.unnamed;
  return (
    <Stack gap={6} data-testid="dashboard-bracket" data-bracket-id={bracketId}>
      <Title order={3} size="h5">
        {name}
      </Title>
      {data.status === 'unreadable' ? (
        <Text size="sm" c="dimmed">
          {BRACKETS_TEXT.unreadable}
        </Text>
      ) : (
        <div
          className={classes.scroller}
          tabIndex={0}
          role="region"
          aria-label={BRACKETS_TEXT.region(name)}
          data-testid="dashboard-bracket-scroller"
        >
          <BracketView
            layout={data.layout}
            cards={data.cards}
            scale={DASHBOARD_BRACKET_SCALE}
            label={name}
          />
        </div>
      )}
    </Stack>
  );
}

const links = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The Bracket / Brackets module's body: every bracket of the live match (bracket-module.tsx). */
export function BracketsBody() {
  const { data } = useDashboard();
  return (
    <Stack gap="md" data-testid="bracket-module">
      {links(data.liveMatch?.brackets).map((id) => (
        <BracketPanel key={id} bracketId={id} />
      ))}
    </Stack>
  );
}
