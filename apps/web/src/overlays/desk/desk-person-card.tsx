import { memo } from 'react';
import { THEME_BORDER_PX } from '../shell/overlay-constants.js';
import type { OverlayColors } from '../shell/use-overlay-theme.js';
import { FitText } from '../shell/fit-text.js';
import { DESK_TEXT } from './desk-text.js';
import type { DeskCardLayout } from './get-card-layout.js';
import type { DeskPerson } from './get-desk-people.js';
import { getInitials } from './get-initials.js';
import type { DeskSettings } from './read-desk-settings.js';

/** The nameplate height: one line of name (plus pronouns on a new line when set), the handle under it. */
export const NAMEPLATE_HEIGHT = 112;
const AVATAR = 76;

/**
 * One desk person: their cam (the webcam link in an iframe) when the row has cams, their avatar where they have
 * none, and the nameplate: name, pronouns ("Show pronouns on desk", on their own line with "Show desk pronouns on
 * new lines") and Twitter handle, on the overlay theme. Folds away when the talent triggers hide them.
 */
export const DeskPersonCard = memo(function DeskPersonCard({
  person,
  number,
  shown,
  layout,
  colors,
  settings,
}: {
  readonly person: DeskPerson;
  readonly number: number;
  readonly shown: boolean;
  readonly layout: DeskCardLayout;
  readonly colors: OverlayColors;
  readonly settings: DeskSettings;
}) {
  const pronouns = settings.showPronouns ? person.pronouns : null;
  const newLine = pronouns !== null && settings.pronounsOnNewLine;
  const camHeight = Math.round((layout.width * 9) / 16);
  const avatarInPlate = !layout.camBox && person.avatar !== null;
  return (
    <div
      className="desk-person"
      data-testid="desk-person"
      data-number={number}
      data-shown={shown}
      aria-hidden={!shown}
      style={{
        flex: 'none',
        width: layout.width,
        maxWidth: layout.width,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        boxShadow: '0 10px 36px rgba(0, 0, 0, 0.4)',
      }}
    >
      {layout.camBox ? (
        <div
          data-testid="desk-cam-box"
          style={{
            position: 'relative',
            width: layout.width,
            height: camHeight,
            background: `color-mix(in srgb, ${colors.background} 70%, black)`,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {person.webcam ? (
            <iframe
              data-testid="desk-cam"
              src={person.webcam}
              title={DESK_TEXT.camTitle.replace('{name}', person.name)}
              allow="autoplay"
              style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
            />
          ) : person.avatar ? (
            <img
              data-testid="desk-avatar"
              src={person.avatar}
              alt=""
              style={{ height: '70%', aspectRatio: '1', objectFit: 'cover', borderRadius: '50%' }}
            />
          ) : (
            <div
              data-testid="desk-initials"
              style={{
                height: '62%',
                aspectRatio: '1',
                borderRadius: '50%',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                background: colors.background,
                color: colors.text,
                border: `${THEME_BORDER_PX}px solid ${colors.accent}`,
                fontSize: Math.round(camHeight * 0.22),
                fontWeight: 800,
              }}
            >
              {getInitials(person.name)}
            </div>
          )}
        </div>
      ) : null}
      <div
        data-testid="desk-nameplate"
        style={{
          boxSizing: 'border-box',
          height: NAMEPLATE_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          gap: 18,
          padding: '0 24px',
          background: colors.background,
          color: colors.text,
          borderTop: `${THEME_BORDER_PX}px solid ${colors.accent}`,
        }}
      >
        {avatarInPlate ? (
          <img
            data-testid="desk-avatar"
            src={person.avatar ?? undefined}
            alt=""
            style={{
              width: AVATAR,
              height: AVATAR,
              flex: 'none',
              objectFit: 'cover',
              borderRadius: '50%',
            }}
          />
        ) : null}
        <div style={{ display: 'flex', flexDirection: 'column', minWidth: 0, flex: '1 1 auto' }}>
          <div style={{ display: 'flex', alignItems: 'baseline', gap: 12, minWidth: 0 }}>
            <FitText
              testId="desk-person-name"
              text={person.name}
              style={{
                fontSize: layout.nameSize,
                fontWeight: 800,
                lineHeight: 1.15,
                flex: '0 1 auto',
              }}
            />
            {pronouns && !newLine ? (
              <span
                data-testid="desk-pronouns"
                style={{ fontSize: 20, opacity: 0.85, whiteSpace: 'nowrap', flex: 'none' }}
              >
                {pronouns}
              </span>
            ) : null}
          </div>
          {pronouns && newLine ? (
            <FitText
              testId="desk-pronouns"
              text={pronouns}
              style={{ fontSize: 20, opacity: 0.85, lineHeight: 1.2 }}
            />
          ) : null}
          {person.twitter ? (
            <FitText
              testId="desk-twitter"
              text={person.twitter}
              style={{
                fontSize: 20,
                fontWeight: 600,
                color: colors.text,
                opacity: 0.8,
                lineHeight: 1.3,
              }}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
});
