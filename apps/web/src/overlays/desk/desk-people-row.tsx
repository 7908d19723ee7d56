import type { OverlayColors } from '../shell/use-overlay-theme.js';
import { DeskPersonCard } from './desk-person-card.js';
import { DESK_ROW_GAP, getCardLayout } from './get-card-layout.js';
import type { DeskPerson } from './get-desk-people.js';
import type { DeskSettings } from './read-desk-settings.js';
import { isTalentShown, type TalentVisibility } from './talent-visibility.js';

/** The people row: every desk person, numbered from 1 for the talent triggers, the hidden ones folded away. */
export function DeskPeopleRow({
  people,
  talent,
  colors,
  settings,
  interview,
}: {
  readonly people: readonly DeskPerson[];
  readonly talent: TalentVisibility;
  readonly colors: OverlayColors;
  readonly settings: DeskSettings;
  readonly interview: boolean;
}) {
  const shown = people.map((_, i) => isTalentShown(talent, i + 1));
  const shownCount = shown.filter(Boolean).length;
  const hasCams = people.some((person, i) => shown[i] && person.webcam !== null);
  const layout = getCardLayout(shownCount, hasCams || interview, interview);
  return (
    <div
      className="desk-in"
      data-testid="desk-people"
      data-shown-count={shownCount}
      style={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-end',
        animationDelay: '120ms',
      }}
    >
      {people.map((person, i) => (
        <div
          key={person.key}
          style={{
            display: 'flex',
            marginLeft: shown[i] && shown.slice(0, i).some(Boolean) ? DESK_ROW_GAP : 0,
            transition: 'margin 500ms ease',
          }}
        >
          <DeskPersonCard
            person={person}
            number={i + 1}
            shown={shown[i] ?? true}
            layout={layout}
            colors={colors}
            settings={settings}
          />
        </div>
      ))}
    </div>
  );
}
