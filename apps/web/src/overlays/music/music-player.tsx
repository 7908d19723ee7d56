import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useProdTrigger } from '../shell/use-prod-trigger.js';
import type { OverlayColors } from '../shell/use-overlay-theme.js';
import { crossfadeSeconds, shouldStartCrossfade } from './fade-curve.js';
import { MusicDecks } from './music-decks.js';
import { NowPlaying } from './now-playing.js';
import type { MusicOptions } from './parse-music-options.js';
import { pickNextTrack, pushHistory } from './pick-next-track.js';
import type { MusicTrack } from './read-tracks.js';

/** Why the track changed (data-reason, for the admin page and tests). */
type ChangeReason = 'start' | 'next' | 'skip' | 'fade-skip' | 'stop' | 'end';

interface MusicView {
  readonly track: MusicTrack | null;
  readonly reason: ChangeReason;
  /** Counts changes, so the title box replays its entrance for every new track. */
  readonly count: number;
  readonly history: readonly string[];
}

/** The player: two decks, the next-track rules and the triggers; the now-playing box with showTitle. */
export function MusicPlayer({
  groupId,
  tracks,
  options,
  colors,
  animate,
}: {
  readonly groupId: string;
  readonly tracks: readonly MusicTrack[];
  readonly options: MusicOptions;
  readonly colors: OverlayColors;
  readonly animate: boolean;
}) {
  const deckA = useRef<HTMLAudioElement>(null);
  const deckB = useRef<HTMLAudioElement>(null);
  const decks = useRef<MusicDecks | null>(null);
  const memory = useRef({ history: [] as string[], played: [] as string[], stopped: false });
  const tracksRef = useRef(tracks);
  tracksRef.current = tracks;
  const [view, setView] = useState<MusicView>({
    track: null,
    reason: 'start',
    count: 0,
    history: [],
  });

  const change = (reason: ChangeReason, fadeS: number): void => {
    const engine = decks.current;
    if (!engine) return;
    const mem = memory.current;
    const list = tracksRef.current;
    const url = pickNextTrack({
      urls: list.map((t) => t.url),
      history: mem.history,
      played: mem.played,
      loop: options.loop,
      random: Math.random(),
    });
    const track = url ? (list.find((t) => t.url === url) ?? null) : null;
    if (!track) {
      mem.stopped = true;
      engine.stop(fadeS);
      setView((v) => ({ track: null, reason: 'end', count: v.count + 1, history: mem.history }));
      return;
    }
    mem.stopped = false;
    mem.history = pushHistory(mem.history, track.url);
    mem.played = [...mem.played, track.url];
    engine.play(track.url, fadeS);
    setView((v) => ({ track, reason, count: v.count + 1, history: mem.history }));
  };
  const changeRef = useRef(change);
  changeRef.current = change;

  useEffect(() => {
    if (!deckA.current || !deckB.current) return;
    const engine = new MusicDecks([deckA.current, deckB.current], options.volume);
    decks.current = engine;
    memory.current = { history: [], played: [], stopped: false };
    changeRef.current('start', 0);
    return () => {
      engine.dispose();
      decks.current = null;
    };
  }, [groupId, options.volume, options.loop]);

  useProdTrigger((trigger) => {
    const engine = decks.current;
    if (!engine) return;
    if (trigger.trigger === 'skip_song') change('skip', 0);
    else if (trigger.trigger === 'fade_skip_song') change('fade-skip', options.crossfadeS);
    else if (trigger.trigger === 'fade_stop_song') {
      memory.current.stopped = true;
      engine.stop(options.crossfadeS);
      setView((v) => ({ track: null, reason: 'stop', count: v.count + 1, history: v.history }));
    }
  });

  const onTimeUpdate = (event: SyntheticEvent<HTMLAudioElement>): void => {
    const engine = decks.current;
    const deck = event.currentTarget;
    if (!engine || memory.current.stopped || engine.fading || !engine.isCurrent(deck)) return;
    const fadeS = crossfadeSeconds(options.crossfadeS, deck.duration);
    if (shouldStartCrossfade(deck.currentTime, deck.duration, fadeS)) change('next', fadeS);
  };
  const onEnded = (event: SyntheticEvent<HTMLAudioElement>): void => {
    const engine = decks.current;
    if (!engine || memory.current.stopped || !engine.isCurrent(event.currentTarget)) return;
    change('next', 0);
  };

  const audio = (ref: typeof deckA, name: string) => (
    <audio
      ref={ref}
      data-testid={`music-deck-${name}`}
      preload="auto"
      onTimeUpdate={onTimeUpdate}
      onEnded={onEnded}
    />
  );
  return (
    <div
      data-testid="music-overlay"
      data-state={view.track ? 'playing' : 'stopped'}
      data-track-url={view.track?.url ?? ''}
      data-track-title={view.track?.title ?? ''}
      data-reason={view.reason}
      data-changes={view.count}
      data-history={view.history.join(' ')}
    >
      {audio(deckA, 'a')}
      {audio(deckB, 'b')}
      {options.showTitle && view.track ? (
        <NowPlaying key={view.count} track={view.track} colors={colors} animate={animate} />
      ) : null}
    </div>
  );
}
