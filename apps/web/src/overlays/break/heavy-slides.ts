import { useSyncExternalStore, type ComponentType } from 'react';

/** The slides whose panels are large (GFX items of every type, brackets): loaded apart from the first paint. */
export interface HeavySlides {
  readonly GfxItemView: ComponentType<{ readonly itemId: string }>;
  readonly BracketPanel: ComponentType;
}

let loaded: HeavySlides | null = null;
let settled = false;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/**
 * Starts loading the heavy slides (once). The break overlays call it on their first render, so the chunks arrive
 * while the records do; a failed load settles too (those slides then show nothing rather than blocking the rest).
 */
export function loadHeavySlides(): Promise<void> {
  loading ??= Promise.all([
    import('../gfx/gfx-item-view.js'),
    import('../bracket/bracket-panel.js'),
  ])
    .then(([gfx, bracket]) => {
      loaded = { GfxItemView: gfx.GfxItemView, BracketPanel: bracket.BracketPanel };
    })
    .catch(() => undefined)
    .finally(() => {
      settled = true;
      for (const listener of listeners) listener();
    });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  void loadHeavySlides();
  return () => listeners.delete(listener);
};

/** Whether the heavy slides' load has finished (loaded or failed). */
export function useHeavySlidesSettled(): boolean {
  return useSyncExternalStore(subscribe, () => settled);
}

/** The heavy slide components once loaded (null before, or after a failed load). */
export function useHeavySlides(): HeavySlides | null {
  return useSyncExternalStore(subscribe, () => loaded);
}
