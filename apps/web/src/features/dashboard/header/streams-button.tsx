import { lazy, Suspense, useState } from 'react';
import { Badge, Button } from '@mantine/core';
import { HEADER_TEXT } from './header-text.js';
import type { StreamEntry } from '@castline/contracts';

const StreamsModal = lazy(() =>
  import('./streams-modal.js').then((module) => ({ default: module.StreamsModal })),
);

/** The header's Streams button with the number of connected transmitters; opens the streams modal. */
export function StreamsButton({ streams }: { readonly streams: readonly StreamEntry[] }) {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
        aria-label={HEADER_TEXT.streams.buttonLabel(streams.length)}
        aria-haspopup="dialog"
        data-testid="streams-button"
        data-count={streams.length}
        rightSection={
          <Badge size="sm" circle variant={streams.length > 0 ? 'filled' : 'light'} color="gray">
            {streams.length}
          </Badge>
        }
      >
        {HEADER_TEXT.streams.button}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <StreamsModal opened={opened} onClose={() => setOpened(false)} streams={streams} />
        </Suspense>
      ) : null}
    </>
  );
}
