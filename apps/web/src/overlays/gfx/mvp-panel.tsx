import { getImageUrl } from '../../lib/images/image-url.js';
import { useHydrated, useThing } from '../../lib/things/thing-hooks.js';
import { isThingLoading, isThingReady, type ThingRecord } from '../../lib/things/thing-types.js';
import { FitText } from '../shell/fit-text.js';
import { useOverlay } from '../shell/overlay-context.js';
import { THEME_BORDER_PX } from '../shell/overlay-constants.js';
import { useLiveMatch } from '../shell/use-live-match.js';
import { useOverlayColors } from '../shell/use-overlay-theme.js';
import { GfxBox } from './gfx-box.js';
import { GFX_TEXT } from './gfx-text.js';
import { pickMvpHero, pickMvpPlayer, pickMvpTeam } from './pick-mvp.js';

const ids = (value: unknown): readonly string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

type Attachment = ThingRecord & { readonly fileExtension?: string };
type HeroRecord = ThingRecord & {
  readonly name?: string | null;
  readonly main_image?: readonly (Attachment | { readonly __loading?: true })[] | null;
  readonly icon?: readonly (Attachment | { readonly __loading?: true })[] | null;
};

const HERO_TREE = { main_image: true, icon: true } as const;

/** The first ready attachment of a hydrated link list with a file extension, as an image URL. */
function firstImage(list: readonly unknown[] | null | undefined): string | null {
  const attachment = (list ?? []).find(
    (entry): entry is Attachment =>
      isThingReady(entry as Attachment) && typeof (entry as Attachment).fileExtension === 'string',
  );
  return attachment
    ? getImageUrl({ id: attachment.id, fileExtension: attachment.fileExtension! })
    : null;
}

const MVP_CSS = `
@keyframes gfx-mvp-art { from { opacity: 0; transform: scale(1.06); } to { opacity: 1; transform: none; } }
@keyframes gfx-mvp-text { from { opacity: 0; transform: translateX(-4%); } to { opacity: 1; transform: none; } }
.gfx-mvp-art { animation: gfx-mvp-art 640ms cubic-bezier(0.2, 0.8, 0.2, 1) both; }
.gfx-mvp-text { animation: gfx-mvp-text 520ms 160ms cubic-bezier(0.2, 0.8, 0.2, 1) both; }
.overlay-content[data-animate="false"] .gfx-mvp-art,
.overlay-content[data-animate="false"] .gfx-mvp-text { animation: none; }
`;

/**
 * MVP GFX item (OVERLAYS §1 gfx/:index): the live match's mvp (else the broadcast's highlight player) on their
 * team's theme (the live team they play for, else their first team), with hero art (the broadcast's highlight
 * hero, else the player's favourite hero: its main image, else its icon), the player's name and team. Fills its
 * parent box; renders nothing until the player, hero, team and theme have arrived.
 */
export function MvpPanel({ heading }: { readonly heading: string | null }) {
  const { broadcast } = useOverlay();
  const live = useLiveMatch();
  const playerId = pickMvpPlayer({
    liveMatchMvp: ids(live.match?.record['mvp']),
    highlightPlayer: ids(broadcast['highlight_player']),
  });
  const player = useThing(playerId);
  const ready = isThingReady(player) ? player : null;
  const heroId = pickMvpHero(ids(broadcast['highlight_hero']), ids(ready?.['favourite_hero']));
  const hero = useHydrated<HeroRecord>(heroId, HERO_TREE);
  const liveTeams = (live.match?.teams ?? []).map((team) =>
    team ? { id: team.id, players: ids(team.record['players']) } : null,
  );
  const teamId =
    ready && playerId ? pickMvpTeam(playerId, liveTeams, ids(ready['member_of'])) : null;
  const team = useThing(teamId);
  const teamReady = isThingReady(team) ? team : null;
  const colors = useOverlayColors(ids(teamReady?.['theme'])[0] ?? null);
  if (live.loading || isThingLoading(player)) return null;
  if (!playerId || !ready) return <GfxBox testId="gfx-mvp-none">{GFX_TEXT.mvpNone}</GfxBox>;
  if (heroId && (hero === undefined || isThingLoading(hero))) return null;
  if (teamId && (team === undefined || isThingLoading(team))) return null;
  if (!colors.ready) return null;
  const heroRecord = isThingReady(hero) ? hero : null;
  const heroArt = firstImage(heroRecord?.main_image) ?? firstImage(heroRecord?.icon);
  const heroName = text(heroRecord?.name);
  const name = text(ready['name']);
  const teamName = text(teamReady?.['name']);
  return (
    <div
      data-testid="gfx-mvp"
      data-player={ready.id}
      style={{
        position: 'relative',
        width: '100%',
        height: '100%',
        containerType: 'size',
        display: 'flex',
        alignItems: 'center',
      }}
    >
      <style>{MVP_CSS}</style>
      <div
        style={{
          display: 'flex',
          width: '100%',
          height: 'min(100%, 62cqw)',
          background: colors.background,
          color: colors.text,
          borderBottom: `${THEME_BORDER_PX}px solid ${colors.accent}`,
          boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
          overflow: 'hidden',
        }}
      >
        <div
          className="gfx-mvp-art"
          style={{
            flex: '0 0 42%',
            position: 'relative',
            background: `linear-gradient(160deg, ${colors.accent}55, transparent 70%)`,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {heroArt ? (
            <img
              data-testid="gfx-mvp-hero"
              src={heroArt}
              alt={heroName}
              style={{ width: '78%', height: '78%', objectFit: 'contain' }}
            />
          ) : colors.logoUrl ? (
            <img
              src={colors.logoUrl}
              alt={colors.name}
              style={{ width: '70%', height: '70%', objectFit: 'contain' }}
            />
          ) : null}
        </div>
        <div
          className="gfx-mvp-text"
          style={{
            flex: '1 1 0',
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            gap: 'min(2.4cqh, 1.4cqw)',
            padding: '0 min(5cqw, 8cqh)',
          }}
        >
          <div
            style={{
              fontSize: 'min(5cqh, 2.6cqw)',
              fontWeight: 700,
              letterSpacing: '0.12em',
              textTransform: 'uppercase',
              color: colors.text,
              opacity: 0.85,
            }}
          >
            <FitText text={heading ?? GFX_TEXT.mvpLabel} />
          </div>
          <div
            data-testid="gfx-mvp-name"
            style={{ fontSize: 'min(17cqh, 9cqw)', fontWeight: 900, lineHeight: 1 }}
          >
            <FitText text={name} />
          </div>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 'min(2cqh, 1.2cqw)',
              fontSize: 'min(5.6cqh, 3cqw)',
              fontWeight: 600,
              minWidth: 0,
            }}
          >
            {colors.logoUrl && heroArt ? (
              <img
                src={colors.logoUrl}
                alt=""
                style={{ height: 'min(9cqh, 5cqw)', objectFit: 'contain' }}
              />
            ) : null}
            <FitText
              testId="gfx-mvp-team"
              text={[teamName, heroName].filter((part) => part !== '').join(' · ')}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
