import { WebsiteFlagsState } from './website-flags-state.js';

const REQUIRED = ['match-svc', 'auth-svc'];

function readyState(now: number): WebsiteFlagsState {
  const state = new WebsiteFlagsState(REQUIRED, now);
  state.recordServiceState({ service: 'match-svc', instance: 'm1', state: 'ready' }, now);
  state.recordServiceState({ service: 'auth-svc', instance: 'a1', state: 'ready' }, now);
  state.refresh(now);
  return state;
}

describe('WebsiteFlagsState', () => {
  it('starts with server_rebuilding until every required service is seen ready', () => {
    const state = new WebsiteFlagsState(REQUIRED, 0);
    expect(state.flags).toEqual(['server_rebuilding']);
    state.recordServiceState({ service: 'match-svc', instance: 'm1', state: 'ready' }, 10);
    expect(state.refresh(10)).toBeNull();
    state.recordHealth({ service: 'auth-svc', instance: 'a1', ready: true, uptimeMs: 5 }, 20);
    expect(state.refresh(20)).toEqual([]);
    expect(state.flags).toEqual([]);
  });

  it('reports server_rebuilding when an instance announces rebuilding, and clears it on ready', () => {
    const state = readyState(0);
    state.recordServiceState({ service: 'match-svc', instance: 'm1', state: 'rebuilding' }, 1000);
    expect(state.refresh(1000)).toEqual(['server_rebuilding']);
    expect(state.refresh(1500)).toBeNull();
    state.recordServiceState({ service: 'match-svc', instance: 'm1', state: 'ready' }, 2000);
    expect(state.refresh(2000)).toEqual([]);
  });

  it('counts a health reply that is not ready as rebuilding', () => {
    const state = readyState(0);
    state.recordHealth({ service: 'auth-svc', instance: 'a1', ready: false, uptimeMs: 5 }, 100);
    expect(state.refresh(100)).toEqual(['server_rebuilding']);
  });

  it('reports server_rebuilding when announcements stop for more than 15 s', () => {
    const state = readyState(0);
    expect(state.refresh(15_000)).toBeNull();
    expect(state.refresh(15_001)).toEqual(['server_rebuilding']);
  });

  it('forgets an instance that announces stopping', () => {
    const state = readyState(0);
    state.recordServiceState({ service: 'match-svc', instance: 'm2', state: 'ready' }, 100);
    state.recordServiceState({ service: 'match-svc', instance: 'm1', state: 'stopping' }, 200);
    expect(state.refresh(200)).toBeNull();
    state.recordServiceState({ service: 'match-svc', instance: 'm2', state: 'stopping' }, 300);
    expect(state.refresh(300)).toEqual(['server_rebuilding']);
  });

  it('shows high_error_rate for 30 s after the last high event, or until a normal one', () => {
    const state = readyState(0);
    state.recordErrorRate(true, 1000);
    expect(state.refresh(1000)).toEqual(['high_error_rate']);
    state.recordServiceState({ service: 'match-svc', instance: 'm1', state: 'ready' }, 20_000);
    state.recordServiceState({ service: 'auth-svc', instance: 'a1', state: 'ready' }, 20_000);
    expect(state.refresh(31_000)).toBeNull();
    expect(state.refresh(31_001)).toEqual([]);
    state.recordErrorRate(true, 32_000);
    expect(state.refresh(32_000)).toEqual(['high_error_rate']);
    state.recordErrorRate(false, 33_000);
    expect(state.refresh(33_000)).toEqual([]);
  });

  it('returns copies, so callers cannot change its list', () => {
    const state = new WebsiteFlagsState(REQUIRED, 0);
    state.flags.push('high_error_rate');
    expect(state.flags).toEqual(['server_rebuilding']);
  });
});
