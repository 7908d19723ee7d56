import { lazy, Suspense } from 'react';
import { OVERLAY_TEXT } from '../../lib/client-text-overlays.js';
import { getImageUrl } from '../../lib/images/image-url.js';
import { useThing } from '../../lib/things/thing-hooks.js';
import { isThingReady } from '../../lib/things/thing-types.js';
import { FullFrameMedia } from '../background/background-overlay.js';
import { toBackgroundMedia, type BackgroundAttachment } from '../background/pick-background.js';
import { FullFrameIframe } from '../iframe/iframe-overlay.js';
import { parseIframeUrl } from '../iframe/parse-iframe-url.js';
import { FILL, GfxBox } from './gfx-box.js';
import { GFX_TEXT } from './gfx-text.js';
import { readGfxItem, type GfxItemInput, type GfxItemPlan } from './read-gfx-item.js';

// The panels load on demand: a page that embeds GfxItemView (the break overlay) pays only for the types it shows.
const BracketPanel = lazy(() =>
  import('../bracket/bracket-panel.js').then((m) => ({ default: m.BracketPanel })),
);
const RostersPanel = lazy(() =>
  import('../rosters/rosters-panel.js').then((m) => ({ default: m.RostersPanel })),
);
const SchedulePanel = lazy(() =>
  import('../schedule/schedule-panel.js').then((m) => ({ default: m.SchedulePanel })),
);
const GfxStandings = lazy(() =>
  import('./gfx-standings.js').then((m) => ({ default: m.GfxStandings })),
);
const GfxMultiStandings = lazy(() =>
  import('./gfx-standings.js').then((m) => ({ default: m.GfxMultiStandings })),
);
const MvpPanel = lazy(() => import('./mvp-panel.js').then((m) => ({ default: m.MvpPanel })));
const StatsPanel = lazy(() => import('./stats-panel.js').then((m) => ({ default: m.StatsPanel })));

function GfxImage({ attachmentId }: { readonly attachmentId: string | null }) {
  const attachment = useThing<BackgroundAttachment>(attachmentId);
  if (!isThingReady(attachment)) return null;
  const media = toBackgroundMedia(attachment, (a) => getImageUrl(a));
  return media ? <FullFrameMedia media={media} /> : null;
}

/** Text item: the heading and the text (line breaks kept), sized to the item's box. */
function GfxTextItem({
  heading,
  text,
}: {
  readonly heading: string | null;
  readonly text: string;
}) {
  // Longer texts get smaller type so a paragraph still fits the box.
  const size = text.length > 320 ? 3.4 : text.length > 160 ? 4.2 : 5.2;
  return (
    <GfxBox testId="gfx-text">
      {heading ? (
        <div
          data-testid="gfx-title"
          style={{
            fontSize: 'min(9cqh, 5.6cqw)',
            fontWeight: 800,
            lineHeight: 1.1,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {heading}
        </div>
      ) : null}
      {text ? (
        <div
          data-testid="gfx-text-body"
          style={{
            fontSize: `min(${size}cqh, ${size * 0.62}cqw)`,
            lineHeight: 1.35,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            overflow: 'hidden',
          }}
        >
          {text}
        </div>
      ) : null}
    </GfxBox>
  );
}

/** The content of one GFX item by its plan (read-gfx-item.ts). */
function GfxItemContent({
  plan,
  extended,
}: {
  readonly plan: GfxItemPlan;
  readonly extended: boolean;
}) {
  switch (plan.kind) {
    case 'Image':
      return <GfxImage attachmentId={plan.attachmentId} />;
    case 'Iframe': {
      const url = parseIframeUrl(plan.url);
      return url ? (
        <FullFrameIframe url={url} title={OVERLAY_TEXT.gfxFrameTitle(plan.heading ?? '')} />
      ) : (
        <GfxBox testId="gfx-notice">{OVERLAY_TEXT.iframeNoUrl}</GfxBox>
      );
    }
    case 'Text':
      return <GfxTextItem heading={plan.heading} text={plan.text} />;
    case 'Schedule':
      return <SchedulePanel secondary={plan.secondary} title={plan.heading} />;
    case 'Standings':
      return <GfxStandings stage={plan.stage} heading={plan.heading} />;
    case 'Multi Standings':
      return <GfxMultiStandings stages={plan.stages} />;
    case 'Rosters':
      return <RostersPanel options={new URLSearchParams(plan.options)} />;
    case 'Bracket':
      return (
        <BracketPanel
          bracketKey={plan.bracketKey}
          liveMatchBracket={plan.bracketKey === null}
          extended={extended}
        />
      );
    case 'MVP':
      return <MvpPanel heading={plan.heading} />;
    case 'Stats':
      return <StatsPanel heading={plan.heading} />;
    case 'Unknown':
      return <GfxBox testId="gfx-notice">{GFX_TEXT.unknownType(plan.type)}</GfxBox>;
  }
}

/**
 * One GFX item by its record id, filling its parent box (the gfx overlay, the break overlay's GFX slides): the
 * item's type picks the panel and its fields set it up (read-gfx-item.ts; apps/web/README.md "GFX items").
 * `extended` asks for the larger form where a type has one (Bracket: 1.5× type). Renders nothing until the item arrives.
 */
export function GfxItemView(props: { readonly itemId: string; readonly extended?: boolean }) {
  const item = useThing<GfxItemInput>(props.itemId);
  if (!isThingReady(item)) return null;
  const plan = readGfxItem(item);
  return (
    <div data-testid="gfx-item" data-gfx-type={plan.kind} data-gfx-id={props.itemId} style={FILL}>
      <Suspense fallback={null}>
        <GfxItemContent plan={plan} extended={props.extended === true} />
      </Suspense>
    </div>
  );
}
