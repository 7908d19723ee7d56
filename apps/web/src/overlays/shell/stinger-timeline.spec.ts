import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StingerTimeline, type StingerPhase } from './stinger-timeline.js';
import { STINGER_WAIT_MS, THEME_TRANSITION_MS } from './overlay-constants.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('StingerTimeline (OVERLAYS §2 "Stingers", broadcast §9)', () => {
  it('uses the spec constants: 750 ms transitions and a 500 ms wait', () => {
    expect(THEME_TRANSITION_MS).toBe(750);
    expect(STINGER_WAIT_MS).toBe(500);
  });

  it('covers for 750 ms, holds for 500 ms, reveals for 750 ms, then is idle', () => {
    const stinger = new StingerTimeline();
    const phases: StingerPhase[] = [];
    stinger.subscribe(() => phases.push(stinger.getSnapshot().phase));
    stinger.play();
    expect(stinger.getSnapshot()).toEqual({ phase: 'covering', covers: 0 });
    vi.advanceTimersByTime(749);
    expect(stinger.getSnapshot().phase).toBe('covering');
    vi.advanceTimersByTime(1);
    expect(stinger.getSnapshot()).toEqual({ phase: 'holding', covers: 1 });
    vi.advanceTimersByTime(499);
    expect(stinger.getSnapshot().phase).toBe('holding');
    vi.advanceTimersByTime(1);
    expect(stinger.getSnapshot().phase).toBe('revealing');
    vi.advanceTimersByTime(750);
    expect(stinger.getSnapshot()).toEqual({ phase: 'idle', covers: 1 });
    expect(phases).toEqual(['covering', 'holding', 'revealing', 'idle']);
  });

  it('played again while holding, holds the full wait again (one cover, one reveal)', () => {
    const stinger = new StingerTimeline();
    stinger.play();
    vi.advanceTimersByTime(750 + 400);
    stinger.play();
    vi.advanceTimersByTime(499);
    expect(stinger.getSnapshot()).toEqual({ phase: 'holding', covers: 1 });
    vi.advanceTimersByTime(1);
    expect(stinger.getSnapshot().phase).toBe('revealing');
  });

  it('played again while covering changes nothing', () => {
    const stinger = new StingerTimeline();
    stinger.play();
    vi.advanceTimersByTime(500);
    stinger.play();
    vi.advanceTimersByTime(250);
    expect(stinger.getSnapshot()).toEqual({ phase: 'holding', covers: 1 });
  });

  it('played while revealing covers again and counts a second cover', () => {
    const stinger = new StingerTimeline();
    stinger.play();
    vi.advanceTimersByTime(750 + 500 + 300);
    expect(stinger.getSnapshot().phase).toBe('revealing');
    stinger.play();
    expect(stinger.getSnapshot().phase).toBe('covering');
    vi.advanceTimersByTime(750);
    expect(stinger.getSnapshot()).toEqual({ phase: 'holding', covers: 2 });
    vi.advanceTimersByTime(500 + 750);
    expect(stinger.getSnapshot()).toEqual({ phase: 'idle', covers: 2 });
  });

  it('stop() returns to idle at once and cancels the timeline', () => {
    const stinger = new StingerTimeline();
    stinger.play();
    vi.advanceTimersByTime(800);
    stinger.stop();
    expect(stinger.getSnapshot().phase).toBe('idle');
    vi.advanceTimersByTime(5000);
    expect(stinger.getSnapshot().phase).toBe('idle');
  });
});
