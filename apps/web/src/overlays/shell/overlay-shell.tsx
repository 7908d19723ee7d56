import {
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { OVERLAY_TEXT } from '../../lib/client-text-overlays.js';
import { useThing } from '../../lib/things/thing-hooks.js';
import { isThingLoading, isThingReady, type ThingRecord } from '../../lib/things/thing-types.js';
import type { ThingSocket } from '../../lib/things/thing-socket.js';
import { OverlayActivation } from './overlay-activation.js';
import { bindObsActivation, type EarlyObsState, type ObsStatus } from './obs-bindings.js';
import { OverlayContext, type OverlayContextValue } from './overlay-context.js';
import {
  OVERLAY_HEIGHT,
  OVERLAY_WIDTH,
  THEME_INNER_DELAY_MS,
  THEME_TRANSITION_MS,
} from './overlay-constants.js';
import { OverlayProduction, reportedPath } from './overlay-production.js';
import { ProdTriggerHub } from './prod-trigger-hub.js';
import { OverlayStinger } from './overlay-stinger.js';
import {
  areStingersOn,
  collectOverlayCss,
  getOverlaySubject,
  getTransitionOffset,
  isAlwaysActive,
  pickOverlayThemeId,
  pickStingerThemeId,
  type ShellEvent,
} from './overlay-theme.js';
import type { OverlayOptions } from './parse-overlay-options.js';
import type { OverlayPath } from './parse-overlay-path.js';
import { StingerTimeline } from './stinger-timeline.js';
import {
  useOverlaySource,
  type OverlayBroadcast,
  type OverlayClient,
} from './use-overlay-source.js';
import { useOverlayColors, type OverlayColors } from './use-overlay-theme.js';
import { useStingerTeam, type StingerTeam } from './use-stinger-team.js';

/** The page the shell runs in (the browser's window and document; fakes in tests). */
export interface OverlayPage {
  readonly pathname: string;
  readonly search: string;
  readonly reload: () => void;
}

export interface OverlayShellProps {
  readonly path: OverlayPath;
  readonly options: OverlayOptions;
  readonly page: OverlayPage;
  readonly socket: ThingSocket;
  /** The overlay's component name as reported (prod-update component). */
  readonly component: string;
  /** Always active whatever the broadcast says (a client page opened in a browser tab: /client/{key}/gfx/{n}). */
  readonly alwaysActive?: boolean;
  /** OBS source events recorded since the document started (recordEarlyObsEvents). */
  readonly obsEarly?: EarlyObsState | null;
  readonly children: ReactNode;
}

/** A small setup notice (no broadcast, no client), readable over any scene. */
export function OverlayNotice({ children }: { readonly children: ReactNode }) {
  return (
    <div
      role="alert"
      data-testid="overlay-notice"
      style={{
        display: 'inline-block',
        margin: 16,
        padding: '8px 12px',
        fontFamily: 'system-ui, sans-serif',
        fontSize: 16,
        color: '#fff',
        background: 'rgba(0, 0, 0, 0.75)',
        borderRadius: 4,
      }}
    >
      {children}
    </div>
  );
}

/**
 * The overlay shell (OVERLAYS §2): reads the broadcast (or the client and its active broadcast), and renders the
 * overlay in a transparent 1920×1080 frame once it has arrived. Until then the page stays empty (nothing flashes
 * on stream); a key that names nothing shows a small notice.
 */
export function OverlayShell(props: OverlayShellProps) {
  const source = useOverlaySource(props.path);
  if (source.status === 'loading') return <div data-testid="overlay-loading" />;
  if (!source.broadcast) {
    const { shell, key } = props.path;
    return (
      <OverlayNotice>
        {shell === 'broadcast'
          ? OVERLAY_TEXT.noBroadcast(key)
          : source.client
            ? OVERLAY_TEXT.noActiveBroadcast(key)
            : OVERLAY_TEXT.noClient(key)}
      </OverlayNotice>
    );
  }
  return <OverlayFrame {...props} broadcast={source.broadcast} client={source.client} />;
}

/** Adds the option's classes to <body> while mounted (OVERLAYS §2 "class / bodyClass"). */
function useBodyClasses(classes: readonly string[]): void {
  const key = classes.join(' ');
  useEffect(() => {
    const list = key === '' ? [] : key.split(' ');
    document.body.classList.add(...list);
    return () => document.body.classList.remove(...list);
  }, [key]);
}

/** The shell's base rules: a transparent page, the frame's type and the content's entrance. */
const BASE_CSS = `
html, body { margin: 0; background: transparent; overflow: hidden; }
.overlay-frame { font-family: system-ui, 'Segoe UI', Roboto, sans-serif; }
.overlay-content { opacity: 0; }
.overlay-content[data-started="true"] { opacity: 1; animation: overlay-in ${THEME_TRANSITION_MS - THEME_INNER_DELAY_MS}ms ease ${THEME_INNER_DELAY_MS}ms both; }
.overlay-content[data-animate="false"] { animation: none; }
@keyframes overlay-in { from { opacity: 0; transform: translateY(16px); } to { opacity: 1; transform: none; } }
`;

type FrameProps = OverlayShellProps & {
  readonly broadcast: OverlayBroadcast;
  readonly client: OverlayClient | null;
};

/**
 * Reads the broadcast's event and the overlay and stinger themes, and shows the overlay once they (and their
 * logos) have arrived, so the first activation never paints an unthemed stinger. Later changes (a re-point to
 * another event) restyle the overlay in place: it stays mounted.
 */
function OverlayFrame(props: FrameProps) {
  const { broadcast, options } = props;
  const eventEntry = useThing<ShellEvent>(broadcast.event?.[0] ?? null);
  const event = isThingReady(eventEntry) ? (eventEntry as ShellEvent & ThingRecord) : null;
  const colors = useOverlayColors(pickOverlayThemeId(broadcast, event));
  // The stinger route's team (OVERLAYS §1: team / teamNum / highlight_team) themes its stinger only.
  const stingerTeam = useStingerTeam(props.component === 'stinger', broadcast, options);
  const stingerColors = useOverlayColors(
    pickStingerThemeId(options.stingerTheme, broadcast, event, stingerTeam.themeId),
  );
  const shown = useRef(false);
  if (!isThingLoading(eventEntry) && colors.ready && stingerColors.ready && stingerTeam.ready) {
    shown.current = true;
  }
  if (!shown.current) return <div data-testid="overlay-loading" />;
  return (
    <OverlayStage
      {...props}
      event={event}
      colors={colors}
      stingerColors={stingerColors}
      stingerTeam={stingerTeam}
    />
  );
}

function OverlayStage({
  path,
  options,
  page,
  socket,
  component,
  children,
  broadcast,
  client,
  event,
  colors,
  stingerColors,
  stingerTeam,
  alwaysActive: forceActive,
  obsEarly,
}: FrameProps & {
  readonly event: (ShellEvent & ThingRecord) | null;
  readonly colors: OverlayColors;
  readonly stingerColors: OverlayColors;
  readonly stingerTeam: StingerTeam;
}) {
  // Activation (OVERLAYS §2 "Activation").
  const alwaysActive = isAlwaysActive(broadcast, options.noAnimate || forceActive === true);
  const transitionOffsetMs = getTransitionOffset(broadcast);
  const [activation] = useState(() => new OverlayActivation({ alwaysActive, transitionOffsetMs }));
  useEffect(() => {
    activation.configure({ alwaysActive, transitionOffsetMs });
  }, [activation, alwaysActive, transitionOffsetMs]);
  const [obsStatus, setObsStatus] = useState<ObsStatus | null>(null);
  useEffect(() => {
    const unbind = bindObsActivation(activation, { window, document }, setObsStatus, {
      early: obsEarly ?? null,
    });
    return () => {
      unbind();
      activation.dispose();
    };
  }, [activation, obsEarly]);
  const state = useSyncExternalStore(activation.subscribe, activation.getSnapshot);

  // Stingers (OVERLAYS §2 "Stingers"): on activation and on a change of subject while started.
  const [stinger] = useState(() => new StingerTimeline());
  useEffect(() => () => stinger.dispose(), [stinger]);
  const stingerState = useSyncExternalStore(stinger.subscribe, stinger.getSnapshot);
  const stingersOn = areStingersOn(broadcast, {
    noStinger: options.noStinger,
    noAnimate: options.noAnimate || forceActive === true,
  });
  // The stinger route's team is part of its subject: flip_teams (teamNum) or a new highlighted team replays it.
  const subject = `${getOverlaySubject(broadcast)}|${stingerTeam.teamId ?? ''}`;
  const lastSubject = useRef(subject);
  const lastEpoch = useRef(state.epoch);
  useEffect(() => {
    const subjectChanged = subject !== lastSubject.current;
    const started = state.epoch !== lastEpoch.current;
    lastSubject.current = subject;
    lastEpoch.current = state.epoch;
    if (!stingersOn) {
      stinger.stop();
      return;
    }
    if (state.started && (started || subjectChanged)) stinger.play();
  }, [stinger, stingersOn, subject, state.epoch, state.started]);

  // Overlay triggers (OVERLAYS §3): one listener, dispatched to the overlay's parts.
  const [triggers] = useState(() => new ProdTriggerHub(socket));

  // Production socket (OVERLAYS §2 "Rooms", "prod-update reporting", "Reload").
  const [production] = useState(
    () =>
      new OverlayProduction(socket, {
        clientKey: path.shell === 'client' ? path.key : null,
        broadcastKey: broadcast.key ?? null,
        token: options.token,
        reload: page.reload,
      }),
  );
  useEffect(() => {
    production.setBroadcastKey(broadcast.key ?? null);
  }, [production, broadcast.key]);
  const clientName = path.shell === 'client' ? (client?.name ?? path.key) : null;
  useEffect(() => {
    production.setReport(
      {
        clientName,
        component,
        path: page.pathname,
        fullPath: reportedPath(page.pathname, page.search),
        active: state.active,
        visible: state.visible,
        data: {
          broadcast: broadcast.key ?? null,
          broadcastName: broadcast.name ?? null,
          liveMatch: broadcast.live_match?.[0] ?? null,
          started: state.started,
          stingers: stingersOn,
          obs: obsStatus ? { ...obsStatus } : null,
        },
      },
      broadcast.key ?? '',
    );
  }, [
    production,
    clientName,
    component,
    page.pathname,
    page.search,
    state.active,
    state.visible,
    state.started,
    broadcast.key,
    broadcast.name,
    broadcast.live_match,
    stingersOn,
    obsStatus,
  ]);

  useBodyClasses(options.bodyClasses);
  const css = collectOverlayCss(broadcast, event);
  const value = useMemo<OverlayContextValue>(
    () => ({
      path,
      options,
      broadcast,
      client,
      event,
      colors,
      activation: state,
      socket,
      triggers,
    }),
    [path, options, broadcast, client, event, colors, state, socket, triggers],
  );
  return (
    <OverlayContext.Provider value={value}>
      <style>{BASE_CSS}</style>
      {css.map((rules, i) => (
        <style key={i} data-testid="overlay-css">
          {rules}
        </style>
      ))}
      <div
        className="overlay-frame"
        data-testid="overlay-frame"
        data-component={component}
        data-broadcast={broadcast.key}
        data-active={state.active}
        data-started={state.started}
        style={{
          position: 'relative',
          width: OVERLAY_WIDTH,
          height: OVERLAY_HEIGHT,
          overflow: 'hidden',
          background: 'transparent',
          color: colors.text,
        }}
      >
        <div
          key={`${state.epoch}:${stingerState.covers}`}
          className="overlay-content"
          data-testid="overlay-content"
          data-started={state.started}
          data-animate={!state.alwaysActive}
          style={{ position: 'absolute', inset: 0 }}
        >
          <Suspense fallback={null}>{children}</Suspense>
        </div>
        {stingersOn ? (
          <OverlayStinger
            phase={stingerState.phase}
            colors={stingerColors}
            text={options.stingerText ?? stingerTeam.name}
            team={stingerTeam.teamId}
          />
        ) : null}
      </div>
    </OverlayContext.Provider>
  );
}
