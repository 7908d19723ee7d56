import { Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BRACKET_TEXTS, formatMatchLabel, type BracketImplication } from '@castline/brackets';
import type { ResolveEntireBracketResult } from '@castline/contracts';
import { siteNotifier } from '../../../app/providers/site-providers.js';
import { PressButton } from '../components/press-button.js';
import { useDashboard } from '../dashboard-context.js';
import { BRACKETS_TEXT } from './brackets-text.js';
import { useBracketImplications } from './use-bracket-implications.js';

const links = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export const resolvePressKey = (bracketId: string) => `resolve-bracket-${bracketId}`;

/** The question-mark box: a team still to be decided (broadcast spec §2). */
function QuestionBox() {
  return (
    <Box
      component="span"
      role="img"
      aria-label={BRACKETS_TEXT.toBeDecided}
      title={BRACKETS_TEXT.toBeDecided}
      data-testid="implications-question-box"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: '1.6em',
        height: '1.6em',
        border: '1px dashed var(--mantine-color-dimmed)',
        borderRadius: 4,
        fontWeight: 700,
        verticalAlign: 'middle',
      }}
    >
      {BRACKET_TEXTS.toBeDecided}
    </Box>
  );
}

/** The opponent line: 'faces {team}', 'Faces winner/loser of {match}', the full-match text, or faces [?]. */
function OpponentLine({ implication }: { readonly implication: BracketImplication }) {
  if (!implication.opponent) return null;
  if (implication.opponent.kind === 'to-be-decided') {
    const [before = '', after = ''] = BRACKET_TEXTS.faces.split('{team}');
    return (
      <Text size="sm" data-testid="implications-opponent">
        {before}
        <QuestionBox />
        {after}
      </Text>
    );
  }
  return (
    <Text size="sm" data-testid="implications-opponent">
      {implication.opponentText}
    </Text>
  );
}

function OutcomeCard({ implication }: { readonly implication: BracketImplication }) {
  const title = implication.side === 'winner' ? BRACKETS_TEXT.winner : BRACKETS_TEXT.loser;
  const tone =
    implication.outcome.kind === 'champion'
      ? 'var(--mantine-color-yellow-4)'
      : implication.outcome.kind === 'eliminated'
        ? 'var(--mantine-color-red-4)'
        : undefined;
  return (
    <Paper
      withBorder
      radius="sm"
      p="xs"
      data-testid="implications-outcome"
      data-side={implication.side}
      data-kind={implication.outcome.kind}
    >
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {title}
      </Text>
      {implication.text ? (
        <Text size="md" fw={700} style={{ color: tone }} data-testid="implications-text">
          {implication.text}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" data-testid="implications-text">
          {BRACKETS_TEXT.noOutcome}
        </Text>
      )}
      <OpponentLine implication={implication} />
    </Paper>
  );
}

function BracketImplicationsBlock({ bracketId }: { readonly bracketId: string }) {
  const { data, run } = useDashboard();
  const state = useBracketImplications(bracketId);
  if (state.status === 'missing') return null;
  if (state.status === 'loading') {
    return (
      <Text size="sm" c="dimmed">
        {BRACKETS_TEXT.loading}
      </Text>
    );
  }
  if (state.hidden) return null;
  const name = state.bracket.name?.trim() || BRACKETS_TEXT.unnamed;
  const { implications } = state;
  const key = resolvePressKey(bracketId);
  const resolve = async () => {
    const answer = await run<ResolveEntireBracketResult>({
      key,
      action: 'resolve-entire-bracket',
      body: { bracketID: bracketId },
    });
    // A refusal was toasted by the runner; the resolver's answer is the toast here (broadcast spec §8).
    if (!answer || answer.error || !answer.data) return;
    const { hasError, message } = answer.data;
    if (hasError) siteNotifier.error(message);
    else siteNotifier.success(message);
  };
  return (
    <Stack
      gap={6}
      component="section"
      aria-label={name}
      data-testid="implications-bracket"
      data-bracket-id={bracketId}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={3} size="h5">
          {implications
            ? BRACKETS_TEXT.heading(
                name,
                formatMatchLabel(implications.matchNumber, data.liveMatch?.match_number),
              )
            : name}
        </Title>
        <PressButton
          label={BRACKETS_TEXT.resolve}
          variant="light"
          pendingKey={key}
          onPress={() => void resolve()}
          disabledReason={state.canResolve ? null : BRACKETS_TEXT.noPermission}
          testId="implications-resolve"
        />
      </Group>
      {implications ? (
        <SimpleGrid cols={2} spacing="xs">
          <OutcomeCard implication={implications.winner} />
          <OutcomeCard implication={implications.loser} />
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          {state.unreadable ? BRACKETS_TEXT.unreadable : BRACKETS_TEXT.notInBracket}
        </Text>
      )}
    </Stack>
  );
}

/** The Bracket Implications module's body: one block per bracket of the live match (bracket-implications-module.tsx). */
export function ImplicationsBody() {
  const { data } = useDashboard();
  const bracketIds = links(data.liveMatch?.brackets);
  return (
    <Stack gap="md" data-testid="implications-module">
      {bracketIds.map((id) => (
        <BracketImplicationsBlock key={id} bracketId={id} />
      ))}
    </Stack>
  );
}
