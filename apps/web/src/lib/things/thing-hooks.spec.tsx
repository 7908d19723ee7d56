import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { FakeSocket } from '../../test/fake-socket.js';
import { createFakeFetch, flushPromises } from '../../test/fake-fetch.js';
import { ThingStore, REQUEST_FLUSH_MS, UPDATE_FLUSH_MS } from './thing-store.js';
import { ThingStoreContext } from './thing-context.js';
import { useHydrated, useThing, useThings } from './thing-hooks.js';
import { hydrateThing } from './hydrate-thing.js';
import { isThingLoading, isThingReady, readyThings, type ThingRecord } from './thing-types.js';

const MATCH = 'recMATCHAAAAAAAAA';
const TEAM_1 = 'recTEAMAAAAAAAAA1';
const TEAM_2 = 'recTEAMAAAAAAAAA2';
const THEME_1 = 'recTHEMEAAAAAAAA1';
const EVENT = 'recEVENTAAAAAAAAA';

const RECORDS: Record<string, Record<string, unknown>> = {
  [MATCH]: { id: MATCH, teams: [TEAM_1, TEAM_2], event: [EVENT], score_1: 0 },
  [TEAM_1]: { id: TEAM_1, name: 'Alpha', theme: [THEME_1] },
  [TEAM_2]: { id: TEAM_2, name: 'Bravo', theme: [] },
  [THEME_1]: { id: THEME_1, color_theme: '#112233' },
  [EVENT]: { id: EVENT, name: 'Spring Cup', theme: [] },
};

function setup() {
  const socket = new FakeSocket();
  const fake = createFakeFetch(RECORDS);
  const store = new ThingStore({ socket, fetch: fake.fetch, logger: { error: vi.fn() } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThingStoreContext.Provider value={store}>{children}</ThingStoreContext.Provider>
  );
  return { socket, fake, store, wrapper };
}

async function settle(ms = REQUEST_FLUSH_MS) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await flushPromises();
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('hydrateThing', () => {
  it('replaces the link fields of the tree by records, nested', () => {
    const get = (id: string) => ({ ...RECORDS[id], __id: id }) as ThingRecord;
    const match = hydrateThing(get, MATCH, { teams: { theme: true }, event: true }) as ThingRecord;
    expect(match.teams).toEqual([
      {
        __id: TEAM_1,
        id: TEAM_1,
        name: 'Alpha',
        theme: [{ __id: THEME_1, id: THEME_1, color_theme: '#112233' }],
      },
      { __id: TEAM_2, id: TEAM_2, name: 'Bravo', theme: [] },
    ]);
    expect(match.event).toEqual([{ __id: EVENT, id: EVENT, name: 'Spring Cup', theme: [] }]);
    // Fields outside the tree keep their ids.
    expect(hydrateThing(get, TEAM_1, {})).toMatchObject({ theme: [THEME_1] });
  });
});

describe('useThing', () => {
  it('shows the loading marker, then the record, and re-renders on a data_update', async () => {
    const { wrapper, socket } = setup();
    const { result } = renderHook(() => useThing(MATCH), { wrapper });
    expect(isThingLoading(result.current)).toBe(true);
    await settle();
    expect(result.current).toMatchObject({ id: MATCH, score_1: 0 });
    act(() => socket.fire('data_update', MATCH, { ...RECORDS[MATCH], score_1: 2 }));
    expect(result.current).toMatchObject({ score_1: 0 });
    await settle(UPDATE_FLUSH_MS);
    expect(result.current).toMatchObject({ score_1: 2 });
  });

  it('answers undefined for no id', () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useThing(null), { wrapper });
    expect(result.current).toBeUndefined();
  });
});

describe('useThings', () => {
  it('reads several records in order with one request', async () => {
    const { wrapper, fake } = setup();
    const { result } = renderHook(() => useThings([TEAM_2, TEAM_1]), { wrapper });
    await settle();
    expect(readyThings(result.current).map((team) => team.name)).toEqual(['Bravo', 'Alpha']);
    expect(fake.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('useHydrated', () => {
  it('loads a record, then its links, then their links, and follows updates of any of them', async () => {
    const { wrapper, socket, fake } = setup();
    const { result } = renderHook(
      () => useHydrated(MATCH, { teams: { theme: true }, event: true }),
      { wrapper },
    );
    await settle();
    await settle();
    await settle();
    expect(fake.idsOf(0)).toEqual([MATCH]);
    expect(fake.idsOf(1).sort()).toEqual([EVENT, TEAM_1, TEAM_2].sort());
    expect(fake.idsOf(2)).toEqual([THEME_1]);
    const match = result.current as ThingRecord & { teams: ThingRecord[] };
    expect(isThingReady(match)).toBe(true);
    expect(match.teams[0]).toMatchObject({ name: 'Alpha', theme: [{ color_theme: '#112233' }] });

    act(() => socket.fire('data_update', THEME_1, { id: THEME_1, color_theme: '#ffffff' }));
    await settle(UPDATE_FLUSH_MS);
    expect(
      (result.current as unknown as { teams: { theme: { color_theme: string }[] }[] }).teams[0]
        ?.theme[0]?.color_theme,
    ).toBe('#ffffff');
  });

  it('re-renders only the component whose records changed', async () => {
    const { wrapper, socket } = setup();
    const renders = { team1: 0, team2: 0 };
    function Team({ id, name }: { id: string; name: 'team1' | 'team2' }) {
      const team = useHydrated<{ name: string }>(id, { theme: true });
      return (
        <Profiler id={name} onRender={() => (renders[name] += 1)}>
          <span>{isThingReady(team) ? team.name : '…'}</span>
        </Profiler>
      );
    }
    render(
      <>
        <Team id={TEAM_1} name="team1" />
        <Team id={TEAM_2} name="team2" />
      </>,
      { wrapper },
    );
    await settle();
    await settle();
    expect(screen.getByText('Alpha')).toBeTruthy();
    const before = { ...renders };
    act(() => socket.fire('data_update', THEME_1, { id: THEME_1, color_theme: '#000000' }));
    await settle(UPDATE_FLUSH_MS);
    expect(renders.team1).toBe(before.team1 + 1);
    expect(renders.team2).toBe(before.team2);
  });
});
