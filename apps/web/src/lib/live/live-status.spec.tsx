import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FakeSocket } from '../../test/fake-socket.js';
import { LiveStatus, readWebsiteFlags } from './live-status.js';
import { LiveStatusContext, useNavbarBanner } from './live-context.js';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveStatus', () => {
  it('follows connect, disconnect and website_flags', () => {
    const socket = new FakeSocket();
    const live = new LiveStatus(socket);
    const listener = vi.fn();
    live.subscribe(listener);
    expect(live.getSnapshot().connected).toBe(false);
    socket.connect();
    expect(live.getSnapshot().connected).toBe(true);
    socket.fire('website_flags', ['server_rebuilding', 'bogus']);
    expect(live.getSnapshot().flags).toEqual(['server_rebuilding']);
    expect(live.hasFlag('server_rebuilding')).toBe(true);
    socket.fire('website_flags', ['server_rebuilding']);
    socket.disconnect();
    expect(live.getSnapshot().connected).toBe(false);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it.each([[null], ['x'], [[1, 'high_error_rate']]])('reads flags leniently from %j', (payload) => {
    expect(readWebsiteFlags(payload)).toEqual(
      Array.isArray(payload) && payload.includes('high_error_rate') ? ['high_error_rate'] : [],
    );
  });
});

describe('useNavbarBanner', () => {
  function setup() {
    const socket = new FakeSocket();
    const live = new LiveStatus(socket);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <LiveStatusContext.Provider value={live}>{children}</LiveStatusContext.Provider>
    );
    return { socket, ...renderHook(() => useNavbarBanner(), { wrapper }) };
  }

  it('shows the disconnected banner only 3 s after load', () => {
    const { result } = setup();
    expect(result.current).toBeNull();
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(result.current).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current?.kind).toBe('disconnected');
  });

  it('drops the banner on connect and shows flags in priority order', () => {
    const { result, socket } = setup();
    act(() => {
      vi.advanceTimersByTime(3000);
      socket.connect();
    });
    expect(result.current).toBeNull();
    act(() => socket.fire('website_flags', ['high_error_rate']));
    expect(result.current?.kind).toBe('high_error_rate');
    act(() => socket.fire('website_flags', ['high_error_rate', 'server_rebuilding']));
    expect(result.current?.kind).toBe('server_rebuilding');
    act(() => socket.disconnect());
    expect(result.current?.kind).toBe('disconnected');
  });
});
