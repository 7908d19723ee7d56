import { useHydratedList } from '../../../lib/things/thing-hooks.js';
import { isThingLoading, isThingReady, type ThingRecord } from '../../../lib/things/thing-types.js';
import { readLiveMatch, LIVE_MATCH_TREE } from '../../shell/live-match.js';
import { useOverlay } from '../../shell/overlay-context.js';
import { BREAK_TEXT } from '../break-text.js';
import { getOtherInfoLines, type OtherBroadcast } from '../get-other-info.js';
import { ids } from '../link-ids.js';
import { SlideFrame } from './slide-frame.js';

type OtherRecord = ThingRecord & {
  readonly name?: string | null;
  readonly live_match?: readonly unknown[] | null;
};

/**
 * Other Info slide (RULES (f)), also the fixed 'Other Streams' display: the broadcast's other_broadcasts, each
 * with its live match as text ("{team 1} vs {team 2}").
 */
export function OtherInfoSlide({ streams }: { readonly streams: boolean }) {
  const { broadcast, colors } = useOverlay();
  const others = useHydratedList<OtherRecord>(ids(broadcast['other_broadcasts']), {
    live_match: LIVE_MATCH_TREE,
  });
  if (others.some((o) => isThingLoading(o))) return null;
  const list: OtherBroadcast[] = others.filter(isThingReady).map((other) => {
    const live = readLiveMatch((other.live_match ?? [])[0] as never);
    return {
      id: other.__id,
      name: typeof other.name === 'string' ? other.name : null,
      liveTeams: live ? [live.teams[0]?.name ?? null, live.teams[1]?.name ?? null] : null,
      liveMatchName: live && typeof live.record['name'] === 'string' ? live.record['name'] : null,
    };
  });
  const lines = getOtherInfoLines(list).slice(0, 6);
  if (lines.length === 0) return null;
  return (
    <SlideFrame
      colors={colors}
      heading={streams ? BREAK_TEXT.otherStreamsTitle : BREAK_TEXT.otherInfoTitle}
      testId="break-slide-other"
    >
      <div
        style={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 36,
          minHeight: 0,
        }}
      >
        {lines.map((line) => (
          <div
            key={line.id}
            data-testid="break-other-line"
            style={{ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 0 }}
          >
            <div
              style={{
                fontSize: 56,
                fontWeight: 900,
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              {line.name}
            </div>
            <div
              style={{
                fontSize: 38,
                fontWeight: 600,
                opacity: 0.9,
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              {line.detail}
            </div>
          </div>
        ))}
      </div>
    </SlideFrame>
  );
}
