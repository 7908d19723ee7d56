import { useHydratedList, useThings } from '../../../lib/things/thing-hooks.js';
import { isThingLoading, isThingReady, type ThingRecord } from '../../../lib/things/thing-types.js';
import { useOverlay } from '../../shell/overlay-context.js';
import { BREAK_TEXT } from '../break-text.js';
import { buildStaffRows, getBreakStaff } from '../get-break-staff.js';
import { ids } from '../link-ids.js';
import type { BreakMatch } from '../use-break-facts.js';
import { useLiveMatch } from '../../shell/use-live-match.js';
import { SlideFrame } from './slide-frame.js';

type Named = ThingRecord & { readonly name?: string | null };
type Relationship = ThingRecord & {
  readonly singular_name?: string | null;
  readonly player?: readonly unknown[] | null;
};

function Row({ role, names }: { readonly role: string; readonly names: readonly string[] }) {
  return (
    <div
      data-testid="break-staff-row"
      style={{ display: 'flex', alignItems: 'baseline', gap: 32, minWidth: 0 }}
    >
      <div
        style={{
          flex: '0 0 360px',
          fontSize: 32,
          fontWeight: 700,
          opacity: 0.85,
          textTransform: 'uppercase',
          letterSpacing: '0.05em',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {role}
      </div>
      <div
        style={{
          fontSize: 44,
          fontWeight: 800,
          minWidth: 0,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {names.join(' · ')}
      </div>
    </div>
  );
}

/**
 * Staff slide (RULES (f)): the casters and crew (player relationships, grouped by role) of the scheduled matches,
 * with "Only show live match staff on break" and "Only show primary matches staff on break".
 */
export function StaffSlide() {
  const { broadcast, colors } = useOverlay();
  const scheduleMatches = useThings<BreakMatch>(ids(broadcast.schedule)).filter(isThingReady);
  const liveRecord = useLiveMatch().match?.record ?? null;
  const staff = getBreakStaff(scheduleMatches, liveRecord, ids(broadcast['broadcast_settings']));
  const casters = useThings<Named>(staff.casterIds);
  const crew = useHydratedList<Relationship>(staff.relationshipIds, { player: true });
  if (casters.some((c) => isThingLoading(c)) || crew.some((c) => isThingLoading(c))) return null;
  const casterNames = casters
    .filter((c) => isThingReady(c))
    .map((c) => (typeof c.name === 'string' ? c.name : ''));
  const crewEntries = crew.filter(isThingReady).map((r) => {
    const player = (r.player ?? [])[0] as Named | undefined;
    return {
      role: r.singular_name ?? null,
      name: isThingReady(player) && typeof player.name === 'string' ? player.name : null,
    };
  });
  const rows = buildStaffRows(casterNames, crewEntries, BREAK_TEXT.casters).slice(0, 8);
  if (rows.length === 0) return null;
  return (
    <SlideFrame colors={colors} heading={BREAK_TEXT.staffTitle} testId="break-slide-staff">
      <div
        style={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 28,
          minHeight: 0,
        }}
      >
        {rows.map((row) => (
          <Row key={row.role} role={row.role} names={row.names} />
        ))}
      </div>
    </SlideFrame>
  );
}
