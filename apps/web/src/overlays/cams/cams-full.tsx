import { parseManualGuests } from '@castline/domain';
import { useMemo } from 'react';
import { useThing } from '../../lib/things/thing-hooks.js';
import { isThingLoading, isThingReady } from '../../lib/things/thing-types.js';
import { useOverlay } from '../shell/overlay-context.js';
import { OverlayNotice } from '../shell/overlay-shell.js';
import { buildCamLink, type CamLinkSettings } from './build-cam-link.js';
import { CamView, NamePlate } from './cam-tile.js';
import { CAMS_TEXT } from './cams-text.js';
import { fullCamSocials } from './full-cam-socials.js';
import type { CamsOptions } from './parse-cams-options.js';
import { pickFullCam } from './pick-full-cam.js';
import { toCamPerson, type CamPerson, type CamPlayerRecord } from './to-cam-person.js';
import { ids } from './use-team-cams.js';

/**
 * cams/full (OVERLAYS §1): a full-frame guest cam from the broadcast's full_cams (then its manual guests with a
 * webcam), `number` / `num` (default 1) picking one, with a name plate on the event theme (`name` replaces the
 * name, `name=false` hides it) and the person's socials with `socials`.
 */
export function CamsFull({
  settings,
  options,
}: {
  readonly settings: CamLinkSettings;
  readonly options: CamsOptions;
}) {
  const { broadcast, colors } = useOverlay();
  const manual = typeof broadcast['manual_guests'] === 'string' ? broadcast['manual_guests'] : '';
  const picked = useMemo(
    () => pickFullCam(ids(broadcast['full_cams']), parseManualGuests(manual), options.number),
    [broadcast, manual, options.number],
  );
  const playerEntry = useThing<CamPlayerRecord>(picked?.kind === 'player' ? picked.id : null);
  if (picked?.kind === 'player' && (playerEntry === undefined || isThingLoading(playerEntry)))
    return null;
  let person: CamPerson | null = null;
  if (picked?.kind === 'guest') {
    const { guest } = picked;
    person = {
      id: `guest:${guest.name}`,
      name: guest.name,
      link: buildCamLink({ cam_code: guest.webcam }, settings),
      hidden: false,
      twitter: guest.twitter,
      pronouns: guest.pronouns,
    };
  } else if (picked && isThingReady(playerEntry)) {
    person = toCamPerson(playerEntry, settings);
  }
  if (!person)
    return (
      <OverlayNotice>
        {CAMS_TEXT.noFullCam.replace('{number}', String(options.number ?? 1))}
      </OverlayNotice>
    );
  if (person.hidden) return <OverlayNotice>{CAMS_TEXT.crewOnly}</OverlayNotice>;
  if (person.link === null)
    return <OverlayNotice>{CAMS_TEXT.noCamCodeFor.replace('{name}', person.name)}</OverlayNotice>;
  const name = options.name ?? person.name;
  const socials = options.socials ? fullCamSocials(person) : '';
  return (
    <div data-testid="cams-full" style={{ position: 'absolute', inset: 0 }}>
      <CamView link={person.link} title={name} colors={colors} />
      {!options.hideName && name !== '' ? (
        <div
          className="cams-in"
          style={{ position: 'absolute', left: 64, bottom: 64, maxWidth: 900 }}
        >
          <NamePlate colors={colors} name={name} fontSize={40}>
            {socials !== '' ? (
              <div
                data-testid="cam-socials"
                style={{ fontSize: 24, fontWeight: 500, opacity: 0.9, marginTop: 4 }}
              >
                {socials}
              </div>
            ) : null}
          </NamePlate>
        </div>
      ) : null}
    </div>
  );
}
