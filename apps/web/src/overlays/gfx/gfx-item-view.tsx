import { OVERLAY_TEXT } from '../../lib/client-text-overlays.js';
import { getImageUrl } from '../../lib/images/image-url.js';
import { useThing } from '../../lib/things/thing-hooks.js';
import { isThingReady } from '../../lib/things/thing-types.js';
import { BracketPanel } from '../bracket/bracket-panel.js';
import { readEventSettings } from '../../features/events/read-event-settings.js';
import { FullFrameMedia } from '../background/background-overlay.js';
import { toBackgroundMedia, type BackgroundAttachment } from '../background/pick-background.js';
import { FullFrameIframe } from '../iframe/iframe-overlay.js';
import { parseIframeUrl } from '../iframe/parse-iframe-url.js';
import { RostersPanel } from '../rosters/rosters-panel.js';
import { SchedulePanel } from '../schedule/schedule-panel.js';
import { useOverlay } from '../shell/overlay-context.js';
import { findStandingsEntry } from '../standings/find-standings-entry.js';
import { StandingsPanel } from '../standings/standings-panel.js';
import { FILL, GfxBox } from './gfx-box.js';
import { GFX_TEXT } from './gfx-text.js';
import { pickStandingsStage } from './pick-standings-stage.js';
import { MvpPanel } from './mvp-panel.js';
import { StatsPanel } from './stats-panel.js';
import { readGfxItem, type GfxItemInput, type GfxItemPlan } from './read-gfx-item.js';

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

/** Standings item: the table of its stage (pickStandingsStage), titled with the item's heading. */
function GfxStandings({
  stage,
  heading,
}: {
  readonly stage: string | null;
  readonly heading: string | null;
}) {
  const { event } = useOverlay();
  const blocks = typeof event?.['blocks'] === 'string' ? event['blocks'] : null;
  const entries = readEventSettings(blocks).standings;
  const picked = pickStandingsStage(
    stage,
    heading,
    (name) => findStandingsEntry(entries, name) !== null,
  );
  return <StandingsPanel stage={picked} title={heading} />;
}

/** Several standings tables side by side (Multi Standings), one StandingsPanel per stage. */
function GfxMultiStandings({ stages }: { readonly stages: readonly string[] }) {
  const shown = stages.length > 0 ? stages : [null];
  return (
    <div
      data-testid="gfx-multi-standings"
      data-count={shown.length}
      style={{ ...FILL, display: 'flex', gap: 32, alignItems: 'stretch' }}
    >
      {shown.map((stage, n) => (
        <div key={stage ?? n} style={{ position: 'relative', flex: '1 1 0', minWidth: 0 }}>
          <StandingsPanel stage={stage} />
        </div>
      ))}
    </div>
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
      <GfxItemContent plan={plan} extended={props.extended === true} />
    </div>
  );
}
