import { useMemo, type ComponentType } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { useThings } from '../../../lib/things/thing-hooks.js';
import { readyThings } from '../../../lib/things/thing-types.js';
import { DashboardContext } from '../dashboard-context.js';
import type { DashboardData } from '../hooks/use-dashboard-data.js';
import { useDashboardRun } from '../hooks/use-dashboard-run.js';
import { getVisibleModules, type DashboardModuleId } from '../get-visible-modules.js';
import { DashboardHeader } from '../header/dashboard-header.js';
import { BroadcastEditor } from '../broadcast-editor/broadcast-editor.js';
import { MatchEditorModule } from '../match-editor/match-editor-module.js';
import { DeskGuestsModule } from '../desk/desk-guests-module.js';
import { DeskDisplayModule } from '../desk/desk-display-module.js';
import { GfxModule } from '../gfx/gfx-module.js';
import { BracketImplicationsModule } from '../brackets/bracket-implications-module.js';
import { BracketModule } from '../brackets/bracket-module.js';
import { ScheduleModule } from '../schedule/schedule-module.js';
import { BroadcastRolesModule } from '../roles/broadcast-roles-module.js';
import { TeamCommsModule } from '../comms/team-comms-module.js';
import { CustomisationModule } from '../customisation/customisation-module.js';
import { PlayerCamsModule } from '../cams/player-cams-module.js';

/** Each module's component (the Match Editor spans the page; the others share a two-column grid on wide screens). */
const MODULES: Readonly<Record<Exclude<DashboardModuleId, 'matchEditor'>, ComponentType>> = {
  deskGuests: DeskGuestsModule,
  deskDisplay: DeskDisplayModule,
  gfx: GfxModule,
  bracketImplications: BracketImplicationsModule,
  bracket: BracketModule,
  schedule: ScheduleModule,
  broadcastRoles: BroadcastRolesModule,
  teamComms: TeamCommsModule,
  customisation: CustomisationModule,
  playerCams: PlayerCamsModule,
};

const links = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The dashboard's body once its broadcast is known: the header, the broadcast editor, and the modules whose
 * condition holds (OVERLAYS §4), with the records, permissions and press runner in context.
 */
export function DashboardLayout({ data }: { readonly data: DashboardData }) {
  const runner = useDashboardRun();
  const value = useMemo(() => ({ ...runner, data }), [runner, data]);
  const bracketLinks = links(data.liveMatch?.brackets);
  const brackets = readyThings(useThings<{ hide_implications?: boolean | null }>(bracketLinks));
  const visible = getVisibleModules({
    hasLiveMatch: data.liveMatch !== null,
    liveMatchTeamCount: links(data.liveMatch?.teams).length,
    brackets,
    bracketLinkCount: bracketLinks.length,
    gfxCount: links(data.broadcast?.gfx).length,
    broadcastSettings: data.broadcast?.broadcast_settings ?? [],
    hasEvent: links(data.broadcast?.event).length > 0,
  });
  return (
    <DashboardContext.Provider value={value}>
      <Stack gap="md" data-testid="dashboard" data-broadcast={data.broadcast?.key ?? ''}>
        <DashboardHeader />
        <BroadcastEditor />
        {visible.includes('matchEditor') ? <MatchEditorModule key={data.liveMatch?.id} /> : null}
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" verticalSpacing="md">
          {visible.map((id) => {
            if (id === 'matchEditor') return null;
            const Module = MODULES[id];
            return <Module key={id} />;
          })}
        </SimpleGrid>
      </Stack>
    </DashboardContext.Provider>
  );
}
