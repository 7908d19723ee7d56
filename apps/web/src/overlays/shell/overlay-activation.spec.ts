import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OverlayActivation } from './overlay-activation.js';
import {
  bindObsActivation,
  recordEarlyObsEvents,
  type ObsStatus,
  type ObsStudio,
} from './obs-bindings.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('OverlayActivation (OVERLAYS §2 "Activation")', () => {
  it('starts inactive, and a click toggles it on and off', () => {
    const activation = new OverlayActivation({ alwaysActive: false, transitionOffsetMs: 0 });
    expect(activation.getSnapshot()).toMatchObject({ active: false, started: false, epoch: 0 });
    activation.toggle();
    expect(activation.getSnapshot()).toMatchObject({ active: true, started: true, epoch: 1 });
    activation.toggle();
    expect(activation.getSnapshot()).toMatchObject({ active: false, started: false, epoch: 1 });
  });

  it("restarts the animations the broadcast's transition_offset after becoming active", () => {
    const activation = new OverlayActivation({ alwaysActive: false, transitionOffsetMs: 300 });
    const seen: boolean[] = [];
    activation.subscribe(() => seen.push(activation.getSnapshot().started));
    activation.setActive(true);
    expect(activation.getSnapshot()).toMatchObject({ active: true, started: false });
    vi.advanceTimersByTime(299);
    expect(activation.getSnapshot().started).toBe(false);
    vi.advanceTimersByTime(1);
    expect(activation.getSnapshot()).toMatchObject({ active: true, started: true, epoch: 1 });
    expect(seen).toEqual([false, true]);
  });

  it('never starts when it goes inactive before the offset has passed', () => {
    const activation = new OverlayActivation({ alwaysActive: false, transitionOffsetMs: 500 });
    activation.setActive(true);
    vi.advanceTimersByTime(200);
    activation.setActive(false);
    vi.advanceTimersByTime(1000);
    expect(activation.getSnapshot()).toMatchObject({ active: false, started: false, epoch: 0 });
  });

  it('counts every start: each activation restarts the animations', () => {
    const activation = new OverlayActivation({ alwaysActive: false, transitionOffsetMs: 100 });
    for (let i = 1; i <= 3; i += 1) {
      activation.setActive(true);
      vi.advanceTimersByTime(100);
      expect(activation.getSnapshot().epoch).toBe(i);
      activation.setActive(false);
    }
  });

  it("is always active and started with 'No animations' or noAnimate; a click changes nothing", () => {
    const activation = new OverlayActivation({ alwaysActive: true, transitionOffsetMs: 800 });
    expect(activation.getSnapshot()).toMatchObject({ active: true, started: true, epoch: 0 });
    activation.toggle();
    vi.advanceTimersByTime(1000);
    expect(activation.getSnapshot()).toMatchObject({ active: true, started: true, epoch: 0 });
  });

  it('goes back to click/OBS control when animations are turned on again', () => {
    const activation = new OverlayActivation({ alwaysActive: true, transitionOffsetMs: 0 });
    activation.configure({ alwaysActive: false, transitionOffsetMs: 0 });
    expect(activation.getSnapshot()).toMatchObject({ active: false, started: false });
  });

  it('a hidden overlay is not active (OBS can miss "inactive" after a cancelled transition)', () => {
    const activation = new OverlayActivation({ alwaysActive: false, transitionOffsetMs: 0 });
    activation.setActive(true);
    activation.setVisible(false);
    expect(activation.getSnapshot()).toMatchObject({ active: false, visible: false });
    activation.setVisible(true);
    expect(activation.getSnapshot()).toMatchObject({ active: false, visible: true });
  });
});

describe('bindObsActivation', () => {
  function host(obsstudio?: ObsStudio) {
    const win = Object.assign(new EventTarget(), { obsstudio });
    const state: { visibilityState: DocumentVisibilityState } = { visibilityState: 'visible' };
    const doc = Object.assign(new EventTarget(), state);
    return { window: win, document: doc };
  }

  it('follows obsSourceActiveChanged and obsSourceVisibleChanged', () => {
    const page = host();
    const activation = new OverlayActivation({ alwaysActive: false, transitionOffsetMs: 250 });
    const unbind = bindObsActivation(activation, page);
    page.window.dispatchEvent(
      new CustomEvent('obsSourceActiveChanged', { detail: { active: true } }),
    );
    expect(activation.getSnapshot()).toMatchObject({ active: true, started: false });
    vi.advanceTimersByTime(250);
    expect(activation.getSnapshot().started).toBe(true);
    page.window.dispatchEvent(
      new CustomEvent('obsSourceActiveChanged', { detail: { active: false } }),
    );
    expect(activation.getSnapshot()).toMatchObject({ active: false, started: false });
    page.window.dispatchEvent(
      new CustomEvent('obsSourceVisibleChanged', { detail: { visible: false } }),
    );
    expect(activation.getSnapshot().visible).toBe(false);
    unbind();
    page.window.dispatchEvent(
      new CustomEvent('obsSourceActiveChanged', { detail: { active: true } }),
    );
    expect(activation.getSnapshot().active).toBe(false);
  });

  it('toggles on a click of the page', () => {
    const page = host();
    const activation = new OverlayActivation({ alwaysActive: false, transitionOffsetMs: 0 });
    bindObsActivation(activation, page);
    page.window.dispatchEvent(new Event('click'));
    expect(activation.getSnapshot().active).toBe(true);
    page.window.dispatchEvent(new Event('click'));
    expect(activation.getSnapshot().active).toBe(false);
  });

  it('re-reads the state when the page becomes visible again, with the OBS output status', () => {
    const statuses: ObsStatus[] = [];
    const getStatus = vi.fn((callback: (status: ObsStatus | null) => void) =>
      callback({ streaming: true, recording: false }),
    );
    const page = host({ getStatus });
    const activation = new OverlayActivation({ alwaysActive: false, transitionOffsetMs: 0 });
    bindObsActivation(activation, page, (status) => statuses.push(status));
    expect(getStatus).toHaveBeenCalledTimes(1);
    activation.setActive(true);
    page.document.visibilityState = 'hidden';
    page.document.dispatchEvent(new Event('visibilitychange'));
    expect(activation.getSnapshot()).toMatchObject({ active: false, visible: false });
    page.document.visibilityState = 'visible';
    page.document.dispatchEvent(new Event('visibilitychange'));
    expect(activation.getSnapshot()).toMatchObject({ active: false, visible: true });
    expect(getStatus).toHaveBeenCalledTimes(3);
    expect(statuses).toHaveLength(3);
    expect(statuses[0]).toEqual({ streaming: true, recording: false });
  });

  it('applies an OBS source-active event that arrived before the overlay was bound', () => {
    const page = host();
    const early = recordEarlyObsEvents(page.window);
    page.window.dispatchEvent(
      new CustomEvent('obsSourceActiveChanged', { detail: { active: true } }),
    );
    const activation = new OverlayActivation({ alwaysActive: false, transitionOffsetMs: 0 });
    bindObsActivation(activation, page, undefined, { early });
    expect(activation.getSnapshot()).toMatchObject({ active: true, started: true });
  });

  it('ignores OBS events without a boolean detail', () => {
    const page = host();
    const activation = new OverlayActivation({ alwaysActive: false, transitionOffsetMs: 0 });
    bindObsActivation(activation, page);
    page.window.dispatchEvent(new CustomEvent('obsSourceActiveChanged', { detail: 'yes' }));
    page.window.dispatchEvent(new CustomEvent('obsSourceActiveChanged'));
    expect(activation.getSnapshot().active).toBe(false);
  });
});
