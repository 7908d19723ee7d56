import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { useThings } from '../../../lib/things/thing-hooks.js';
import { readyThings } from '../../../lib/things/thing-types.js';
import { DashboardContext } from '../dashboard-context.js';
import type { DashboardData } from '../hooks/use-dashboard-data.js';
import { useDashboardRun } from '../hooks/use-dashboard-run.js';
import { getVisibleModules, type DashboardModuleId } from '../get-visible-modules.js';
import { DashboardHeader } from '../header/dashboard-header.js';

/**
 * Each module is a lazy chunk of its own (the page's initial JS stays within the 150 kB budget: a module's Mantine
 * inputs, tables and pickers load beside the page, the modules in parallel); until its chunk is there a module shows
 * its frame with its title.
 */
const lazyModule = (load: () => Promise<ComponentType>) =>
  lazy(async () => ({ default: await load() }));
const BroadcastEditor = lazyModule(
  async () => (await import('../broadcast-editor/broadcast-editor.js')).BroadcastEditor,
);
const MatchEditorModule = lazyModule(
  async () => (await import('../match-editor/match-editor-module.js')).MatchEditorModule,
);
const MODULES: Readonly<Record<Exclude<DashboardModuleId, 'matchEditor'>, ComponentType>> = {
  deskGuests: lazyModule(
    async () => (await import('../desk/desk-guests-module.js')).DeskGuestsModule,
  ),
  deskDisplay: lazyModule(
    async () => (await import('../desk/desk-display-module.js')).DeskDisplayModule,
  ),
  gfx: lazyModule(async () => (await import('../gfx/gfx-module.js')).GfxModule),
  bracketImplications: lazyModule(
    async () =>
      (await import('../brackets/bracket-implications-module.js')).BracketImplicationsModule,
  ),
  bracket: lazyModule(async () => (await import('../brackets/bracket-module.js')).BracketModule),
  schedule: lazyModule(async () => (await import('../schedule/schedule-module.js')).ScheduleModule),
  broadcastRoles: lazyModule(
    async () => (await import('../roles/broadcast-roles-module.js')).BroadcastRolesModule,
  ),
  teamComms: lazyModule(
    async () => (await import('../comms/team-comms-module.js')).TeamCommsModule,
  ),
  customisation: lazyModule(
    async () => (await import('../customisation/customisation-module.js')).CustomisationModule,
  ),
  playerCams: lazyModule(
    async () => (await import('../cams/player-cams-module.js')).PlayerCamsModule,
  ),
};

/** A module's place while its chunk loads: the frame with its title. */
function ModuleLoading({ id }: { readonly id: keyof typeof DASHBOARD_TEXT.modules }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="dashboard-module-loading" data-module-id={id}>
      <Group gap="xs">
        <Loader size="xs" aria-hidden="true" />
        <Text fw={700}>{DASHBOARD_TEXT.modules[id]}</Text>
      </Group>
    </Paper>
  );
}

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
        <Suspense fallback={<ModuleLoading id="broadcastEditor" />}>
          <BroadcastEditor />
        </Suspense>
        {visible.includes('matchEditor') ? (
          <Suspense fallback={<ModuleLoading id="matchEditor" />}>
            <MatchEditorModule key={data.liveMatch?.id} />
          </Suspense>
        ) : null}
        <SimpleGrid
          cols={{ base: 1, lg: 2 }}
          spacing="md"
          verticalSpacing="md"
          style={{ alignItems: 'start' }}
        >
          {visible.map((id) => {
            if (id === 'matchEditor') return null;
            const Module = MODULES[id];
            return (
              <Suspense key={id} fallback={<ModuleLoading id={id} />}>
                <Module />
              </Suspense>
            );
          })}
        </SimpleGrid>
      </Stack>
    </DashboardContext.Provider>
  );
}
