import { useMemo } from 'react';
import { useOverlay } from '../shell/overlay-context.js';
import { OverlayNotice } from '../shell/overlay-shell.js';
import { useOverlayColors } from '../shell/use-overlay-theme.js';
import { THEME_BORDER_PX } from '../shell/overlay-constants.js';
import type { CamLinkSettings } from './build-cam-link.js';
import { CamView, NamePlate } from './cam-tile.js';
import { CAMS_TEXT } from './cams-text.js';
import type { CamsOptions } from './parse-cams-options.js';
import { pickPovCam } from './pick-pov-cam.js';
import { povCamState } from './pov-cam-state.js';
import { toCamPerson, type CamPerson } from './to-cam-person.js';
import { ids, useTeamCams } from './use-team-cams.js';

const BOX = { left: 40, bottom: 220, width: 512, height: 288 } as const;

function PovFrame({
  person,
  themeId,
  cam,
  full,
}: {
  readonly person: CamPerson | null;
  readonly themeId: string | null;
  readonly cam: boolean;
  readonly full: boolean;
}) {
  const colors = useOverlayColors(themeId);
  if (!colors.ready) return null;
  const name = person?.name ?? '';
  return (
    <div
      className="cams-in"
      data-testid="cams-pov"
      data-cam={cam}
      style={
        full
          ? { position: 'absolute', inset: 0 }
          : {
              position: 'absolute',
              left: BOX.left,
              bottom: BOX.bottom,
              width: BOX.width,
              boxShadow: '0 8px 32px rgba(0, 0, 0, 0.4)',
            }
      }
    >
      <div
        style={{
          position: 'relative',
          boxSizing: 'border-box',
          width: '100%',
          height: full ? '100%' : BOX.height,
          overflow: 'hidden',
          border: full ? 'none' : `${THEME_BORDER_PX}px solid ${colors.background}`,
          borderBottom: 'none',
          background: full ? 'transparent' : 'rgba(0, 0, 0, 0.35)',
        }}
      >
        {cam && person ? <CamView link={person.link} title={name} colors={colors} /> : null}
      </div>
      {name !== '' ? (
        <div
          style={full ? { position: 'absolute', left: 64, bottom: 64, maxWidth: 720 } : undefined}
        >
          <NamePlate colors={colors} name={name} fontSize={full ? 36 : 24} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * cams/pov (OVERLAYS §1): one player's cam for an observer feed, framed in the player's team theme: the client's
 * cams, else the broadcast's player cams; `number` / `num` / `player` pick one, `full` fills the frame, `alwaysShow`
 * ignores show_cams, `alwaysShowBox` / `box` keeps the frame without a cam, `relay` sends the link through the
 * relay prefix.
 */
export function CamsPov({
  settings,
  options,
}: {
  readonly settings: CamLinkSettings;
  readonly options: CamsOptions;
}) {
  const { broadcast, client } = useOverlay();
  const clientCams = ids(client?.['cams']);
  const clientTeamCams = [ids(client?.['team_1_cams']), ids(client?.['team_2_cams'])] as const;
  const optionId =
    options.player && /^(rec)?[A-Za-z0-9]{14}$/.test(options.player)
      ? options.player.length === 14
        ? `rec${options.player}`
        : options.player
      : null;
  const extra = [...clientCams, ...clientTeamCams[0], ...clientTeamCams[1]];
  if (optionId) extra.push(optionId);
  const cams = useTeamCams(settings, extra);
  const chosen = useMemo(() => {
    const names = new Map<string, string>();
    for (const [id, player] of cams.players) names.set(id, player.name ?? '');
    return pickPovCam({
      player: options.player,
      number: options.number,
      clientCams,
      clientTeamCams,
      teamCams: [cams.sides[0].people.map((p) => p.id), cams.sides[1].people.map((p) => p.id)],
      names,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cams, options.player, options.number, extra.join(',')]);
  if (cams.loading) return null;
  if (cams.hidden) return <OverlayNotice>{CAMS_TEXT.crewOnly}</OverlayNotice>;
  const record = chosen ? cams.players.get(chosen) : undefined;
  const person = record ? toCamPerson(record, settings) : null;
  const state = povCamState({
    hasLink: person?.link != null,
    showCams: broadcast['show_cams'] === true,
    alwaysShow: options.alwaysShow,
    alwaysShowBox: options.alwaysShowBox,
  });
  if (!state.box) {
    if (!person) return <OverlayNotice>{CAMS_TEXT.noPovPlayer}</OverlayNotice>;
    if (person.link === null)
      return <OverlayNotice>{CAMS_TEXT.noCamCodeFor.replace('{name}', person.name)}</OverlayNotice>;
    // The broadcast's cams are off (show_cams): nothing on screen.
    return <div data-testid="cams-pov" data-cam="false" />;
  }
  const side = cams.sides.findIndex(
    (s) =>
      s.people.some((p) => p.id === chosen) ||
      ids(s.team?.record['players']).includes(chosen ?? ''),
  );
  const themeId = side >= 0 ? (cams.sides[side]?.themeId ?? null) : null;
  return <PovFrame person={person} themeId={themeId} cam={state.cam} full={options.full} />;
}
