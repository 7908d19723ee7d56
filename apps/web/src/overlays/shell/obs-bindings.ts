import type { OverlayActivation } from './overlay-activation.js';

/** OBS output status, from window.obsstudio.getStatus (obs-browser). */
export interface ObsStatus {
  readonly streaming?: boolean;
  readonly recording?: boolean;
  readonly recordingPaused?: boolean;
  readonly replaybuffer?: boolean;
  readonly virtualcam?: boolean;
}

/** What obs-browser puts on window in an OBS browser source (only the parts the shell uses). */
export interface ObsStudio {
  readonly pluginVersion?: string;
  getStatus?: (callback: (status: ObsStatus | null) => void) => void;
}

/** The browser parts the binding needs (window and document in the page; fakes in tests). */
export interface ObsHost {
  readonly window: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    readonly obsstudio?: ObsStudio;
  };
  readonly document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

/** The event detail of obsSourceActiveChanged / obsSourceVisibleChanged ({active} / {visible}). */
function readDetail(event: Event, field: 'active' | 'visible'): boolean | null {
  const detail = (event as CustomEvent<unknown>).detail;
  if (typeof detail !== 'object' || detail === null) return null;
  const value = (detail as Record<string, unknown>)[field];
  return typeof value === 'boolean' ? value : null;
}

/** The last OBS source state seen before the overlay bound its activation (see recordEarlyObsEvents). */
export interface EarlyObsState {
  active: boolean | null;
  visible: boolean | null;
}

/**
 * Starts listening to OBS source events as soon as the document runs (overlay-main.tsx), before the overlay has
 * its data: OBS sends obsSourceActiveChanged once, when the source goes on program, and a page that was still
 * loading its records would miss it. bindObsActivation applies what was recorded. Answers the recorded state.
 */
export function recordEarlyObsEvents(win: Pick<Window, 'addEventListener'>): EarlyObsState {
  const state: EarlyObsState = { active: null, visible: null };
  win.addEventListener('obsSourceActiveChanged', (event) => {
    state.active = readDetail(event, 'active') ?? state.active;
  });
  win.addEventListener('obsSourceVisibleChanged', (event) => {
    state.visible = readDetail(event, 'visible') ?? state.visible;
  });
  return state;
}

/**
 * Drives an activation from the page (OVERLAYS §2 "Activation"): a click toggles it; OBS's
 * obsSourceActiveChanged / obsSourceVisibleChanged set it; and whenever the page's visibility changes the state is
 * re-read (document.visibilityState, and OBS's output status through window.obsstudio.getStatus), since OBS sends
 * no source events while a source is visible nowhere. `onObsStatus` receives every status read. Answers the
 * cleanup.
 */
export function bindObsActivation(
  activation: OverlayActivation,
  host: ObsHost,
  onObsStatus: (status: ObsStatus) => void = () => undefined,
  options: { readonly clickToggles?: boolean; readonly early?: EarlyObsState | null } = {},
): () => void {
  const { window: win, document: doc } = host;
  const readStatus = () => {
    const obs = win.obsstudio;
    if (typeof obs?.getStatus !== 'function') return;
    obs.getStatus((status) => {
      if (status) onObsStatus(status);
    });
  };
  const onActive = (event: Event) => {
    const active = readDetail(event, 'active');
    if (active !== null) activation.setActive(active);
  };
  const onVisible = (event: Event) => {
    const visible = readDetail(event, 'visible');
    if (visible !== null) activation.setVisible(visible);
  };
  const onVisibility = () => {
    activation.setVisible(doc.visibilityState !== 'hidden');
    readStatus();
  };
  const onClick = () => activation.toggle();
  win.addEventListener('obsSourceActiveChanged', onActive);
  win.addEventListener('obsSourceVisibleChanged', onVisible);
  doc.addEventListener('visibilitychange', onVisibility);
  if (options.clickToggles !== false) win.addEventListener('click', onClick);
  activation.setVisible(doc.visibilityState !== 'hidden');
  if (options.early?.visible != null) activation.setVisible(options.early.visible);
  if (options.early?.active != null) activation.setActive(options.early.active);
  readStatus();
  return () => {
    win.removeEventListener('obsSourceActiveChanged', onActive);
    win.removeEventListener('obsSourceVisibleChanged', onVisible);
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('click', onClick);
  };
}
