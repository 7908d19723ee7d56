import { useMemo, useState } from 'react';
import {
  Button,
  Center,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DERIVED } from '../../lib/wire/wire-constants.js';
import { CLIENT_TEXT, PAGES_TEXT } from '../../lib/client-text.js';
import { useThing } from '../../lib/things/thing-hooks.js';
import { isThingMissing, isThingReady } from '../../lib/things/thing-types.js';
import { PageTitle } from '../../ui/page-title.js';
import { filterPlayers } from '../../features/listings/filter-players.js';
import {
  PLAYER_SEARCH_MIN_LENGTH,
  type PlayerListingEntry,
} from '../../features/listings/listing-types.js';
import { sortPlayers } from '../../features/listings/sort-players.js';
import { PlayerCard } from '../../features/listings/components/player-card.js';

/** Players rendered at first and per "show more" (keeps big seasons fast; the search covers everyone). */
export const PLAYERS_CHUNK = 120;

/** The player grid: 12 columns on phones, 6 small, 4 medium, 3 xl (public-site §9 grid). */
const PLAYER_GRID_COLS = { base: 1, xs: 2, md: 3, xl: 4 } as const;

/**
 * Players (public-site §2 "/players"): titled Players; verified players first, then alphabetical; the hint 'Use
 * 3 or more characters to search'; pressing Enter searches with fewer. Reads special:players (live).
 */
export function PlayersPage() {
  const record = useThing<{ players?: PlayerListingEntry[] }>(DERIVED.players);
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [shown, setShown] = useState(PLAYERS_CHUNK);
  const players = useMemo(
    () =>
      isThingReady(record) && Array.isArray(record.players) ? sortPlayers(record.players) : null,
    [record],
  );
  const result = useMemo(
    () => (players ? filterPlayers(players, query, submitted) : null),
    [players, query, submitted],
  );
  const loading = record === undefined || (!isThingReady(record) && !isThingMissing(record));
  const trimmed = query.trim();
  const visible = result ? result.players.slice(0, result.active ? undefined : shown) : [];
  const hidden = result && !result.active ? result.players.length - visible.length : 0;
  return (
    <Stack gap="xl">
      <PageTitle title={CLIENT_TEXT.titlePlayers} />
      <Title order={1}>{CLIENT_TEXT.titlePlayers}</Title>
      <TextInput
        label={PAGES_TEXT.playersSearchLabel}
        placeholder={PAGES_TEXT.playersSearchPlaceholder}
        description={PAGES_TEXT.playersSearchHint}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') setSubmitted(event.currentTarget.value);
        }}
        type="search"
        size="md"
        maw={520}
        enterKeyHint="search"
        data-testid="players-search"
      />
      {trimmed.length > 0 && trimmed.length < PLAYER_SEARCH_MIN_LENGTH && !result?.active && (
        <Text size="sm" c="dimmed" mt={-16} data-testid="players-enter-hint">
          {PAGES_TEXT.playersEnterHint}
        </Text>
      )}
      {loading ? (
        <SimpleGrid
          cols={PLAYER_GRID_COLS}
          spacing="sm"
          aria-busy="true"
          aria-label={CLIENT_TEXT.loading}
          data-testid="players-loading"
        >
          {Array.from({ length: 12 }, (_, i) => (
            <Skeleton key={i} height={44} radius="md" />
          ))}
        </SimpleGrid>
      ) : !result || (result.players.length === 0 && !result.active) ? (
        <Paper
          withBorder
          radius="lg"
          p="lg"
          bg="rgba(255,255,255,0.03)"
          data-testid="players-empty"
        >
          <Text c="dimmed">{PAGES_TEXT.playersEmpty}</Text>
        </Paper>
      ) : (
        <Stack gap="md">
          <Text c="dimmed" aria-live="polite" data-testid="players-count">
            {result.active && result.players.length === 0
              ? PAGES_TEXT.playersNoResults(trimmed)
              : PAGES_TEXT.playersCount(result.players.length)}
          </Text>
          <SimpleGrid cols={PLAYER_GRID_COLS} spacing="sm" data-testid="players-list">
            {visible.map((player) => (
              <PlayerCard key={player.id} player={player} />
            ))}
          </SimpleGrid>
          {hidden > 0 && (
            <Center>
              <Group>
                <Button
                  variant="default"
                  onClick={() => setShown((count) => count + PLAYERS_CHUNK)}
                  data-testid="players-more"
                >
                  {PAGES_TEXT.playersShowMore(Math.min(hidden, PLAYERS_CHUNK))}
                </Button>
              </Group>
            </Center>
          )}
        </Stack>
      )}
    </Stack>
  );
}
