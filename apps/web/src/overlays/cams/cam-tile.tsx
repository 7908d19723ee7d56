import type { ReactNode } from 'react';
import { THEME_BORDER_PX } from '../shell/overlay-constants.js';
import type { OverlayColors } from '../shell/use-overlay-theme.js';
import { CAMS_TEXT } from './cams-text.js';
import type { CamPerson } from './to-cam-person.js';

/** The iframe permissions a VDO.Ninja view needs in OBS (autoplay with sound; the camera and microphone API). */
export const CAM_IFRAME_ALLOW = 'autoplay; camera; microphone';

/** A camera view sized to its box: no iframe until the link is known. */
export function CamView({
  link,
  title,
  colors,
}: {
  readonly link: string | null;
  readonly title: string;
  readonly colors: OverlayColors;
}) {
  if (link === null) {
    return (
      <div
        data-testid="cam-missing"
        style={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: 'rgba(0, 0, 0, 0.55)',
          color: '#fff',
          fontSize: 16,
        }}
      >
        {CAMS_TEXT.noCamCode}
      </div>
    );
  }
  return (
    <iframe
      data-testid="cam-iframe"
      src={link}
      title={title}
      allow={CAM_IFRAME_ALLOW}
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        border: 0,
        background: colors.background,
      }}
    />
  );
}

/** A themed name plate: the text colour the theme makes readable, cut with an ellipsis when too long. */
export function NamePlate({
  colors,
  name,
  fontSize,
  children,
}: {
  readonly colors: OverlayColors;
  readonly name: string;
  readonly fontSize: number;
  readonly children?: ReactNode;
}) {
  return (
    <div
      data-testid="cam-name"
      title={name}
      style={{
        boxSizing: 'border-box',
        padding: `${Math.round(fontSize * 0.3)}px ${Math.round(fontSize * 0.6)}px`,
        background: colors.background,
        color: colors.text,
        borderLeft: `${THEME_BORDER_PX}px solid ${colors.accent}`,
        fontSize,
        fontWeight: 700,
        lineHeight: 1.2,
        minWidth: 0,
      }}
    >
      <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {name}
      </div>
      {children}
    </div>
  );
}

/** One player cam: the camera in a box of the given size with the theme colour behind, the name plate under it. */
export function CamTile({
  person,
  colors,
  width,
  height,
  fontSize = 20,
}: {
  readonly person: CamPerson;
  readonly colors: OverlayColors;
  readonly width: number;
  readonly height: number;
  readonly fontSize?: number;
}) {
  return (
    <div
      className="cams-in"
      data-testid="cam-tile"
      data-player={person.id}
      style={{ width, flex: 'none', boxShadow: '0 6px 24px rgba(0, 0, 0, 0.35)' }}
    >
      <div
        style={{
          position: 'relative',
          width,
          height,
          overflow: 'hidden',
          background: colors.background,
        }}
      >
        <CamView link={person.link} title={person.name} colors={colors} />
      </div>
      <NamePlate colors={colors} name={person.name} fontSize={fontSize} />
    </div>
  );
}
