import type { CSSProperties, ReactNode } from 'react';
import { OVERLAY_TEXT } from '../../lib/client-text-overlays.js';
import { getImageUrl } from '../../lib/images/image-url.js';
import { useThing } from '../../lib/things/thing-hooks.js';
import { isThingReady } from '../../lib/things/thing-types.js';
import { FullFrameMedia } from '../background/background-overlay.js';
import { toBackgroundMedia, type BackgroundAttachment } from '../background/pick-background.js';
import { FullFrameIframe } from '../iframe/iframe-overlay.js';
import { parseIframeUrl } from '../iframe/parse-iframe-url.js';
import { RostersPanel } from '../rosters/rosters-panel.js';
import { SchedulePanel } from '../schedule/schedule-panel.js';
import { useOverlay } from '../shell/overlay-context.js';
import { THEME_BORDER_PX } from '../shell/overlay-constants.js';
import { StandingsPanel } from '../standings/standings-panel.js';
import { GFX_TEXT } from './gfx-text.js';
import { readGfxItem, type GfxItemInput, type GfxItemPlan } from './read-gfx-item.js';

const FILL: CSSProperties = { position: 'relative', width: '100%', height: '100%' };

const BOX_CSS = `
@keyframes gfx-box-in { from { opacity: 0; transform: translateY(3%); } to { opacity: 1; transform: none; } }
.gfx-box { animation: gfx-box-in 480ms cubic-bezier(0.2, 0.8, 0.2, 1) both; }
.overlay-content[data-animate="false"] .gfx-box { animation: none; }
`;

function GfxImage({ attachmentId }: { readonly attachmentId: string | null }) {
  const attachment = useThing<BackgroundAttachment>(attachmentId);
  if (!isThingReady(attachment)) return null;
  const media = toBackgroundMedia(attachment, (a) => getImageUrl(a));
  return media ? <FullFrameMedia media={media} /> : null;
}

/** A themed box centred in the item's box (Text and the notices): theme colours, accent edge, logo. */
export function GfxBox({
  children,
  testId,
}: {
  readonly children: ReactNode;
  readonly testId?: string;
}) {
  const { colors } = useOverlay();
  if (!colors.ready) return null;
  return (
    <div
      style={{
        ...FILL,
        containerType: 'size',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <style>{BOX_CSS}</style>
      <div
        className="gfx-box"
        data-testid={testId}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 'min(3cqw, 5cqh)',
          boxSizing: 'border-box',
          maxWidth: '100%',
          maxHeight: '100%',
          minWidth: 'min(60cqw, 100%)',
          padding: 'min(4cqh, 3cqw) min(4cqw, 6cqh)',
          background: colors.background,
          color: colors.text,
          borderLeft: `${THEME_BORDER_PX}px solid ${colors.accent}`,
          boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
          overflow: 'hidden',
        }}
      >
        {colors.logoUrl ? (
          <img
            src={colors.logoUrl}
            alt={colors.name}
            style={{ height: 'min(18cqh, 14cqw)', maxWidth: '22cqw', objectFit: 'contain' }}
          />
        ) : null}
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            gap: 'min(2cqh, 1.4cqw)',
            minWidth: 0,
          }}
        >
          {children}
        </div>
      </div>
    </div>
  );
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
      return <StandingsPanel stage={plan.stage} title={plan.heading} />;
    case 'Multi Standings':
      return <GfxMultiStandings stages={plan.stages} />;
    case 'Rosters':
      return <RostersPanel options={new URLSearchParams(plan.options)} />;
    case 'Bracket':
      return (
        <GfxBox testId="gfx-notice">
          {OVERLAY_TEXT.gfxTypeNotBuilt(extended ? 'extended Bracket' : 'Bracket')}
        </GfxBox>
      );
    case 'MVP':
    case 'Stats':
      return <GfxBox testId="gfx-notice">{OVERLAY_TEXT.gfxTypeNotBuilt(plan.kind)}</GfxBox>;
    case 'Unknown':
      return <GfxBox testId="gfx-notice">{GFX_TEXT.unknownType(plan.type)}</GfxBox>;
  }
}

/**
 * One GFX item by its record id, filling its parent box (the gfx overlay, the break overlay's GFX slides): the
 * item's type picks the panel and its fields set it up (read-gfx-item.ts; apps/web/README.md "GFX items").
 * `extended` asks for the larger form where a type has one (Bracket). Renders nothing until the item arrives.
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
