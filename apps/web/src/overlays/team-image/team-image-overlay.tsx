import { useState } from 'react';
import { getImageUrl } from '../../lib/images/image-url.js';
import { useThing } from '../../lib/things/thing-hooks.js';
import { isThingReady } from '../../lib/things/thing-types.js';
import type { OverlayComponentProps } from '../shell/overlay-chunks.js';
import { useOverlay } from '../shell/overlay-context.js';
import { useLiveMatch } from '../shell/use-live-match.js';
import { listTeamImages, pickTeamImage } from './list-team-images.js';
import { parseTeamImageOptions, type TeamImageSubject } from './parse-team-image-options.js';

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The team record id the `team` option names; undefined while the live match is still loading. */
function useSubjectTeamId(subject: TeamImageSubject): string | null | undefined {
  const { broadcast } = useOverlay();
  const { match, loading } = useLiveMatch();
  if (subject.kind === 'highlight') return ids(broadcast['highlight_team'])[0] ?? null;
  if (subject.kind === 'id') return subject.id;
  if (loading) return undefined;
  return match?.teams[subject.side - 1]?.id ?? null;
}

/** The picture, full frame and contained (transparent around it), shown once it has loaded (no half paint). */
function FramedImage({ url, alt }: { readonly url: string; readonly alt: string }) {
  const [loaded, setLoaded] = useState<string | null>(null);
  return (
    <img
      data-testid="team-image"
      data-loaded={loaded === url}
      src={url}
      alt={alt}
      onLoad={() => setLoaded(url)}
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: 'contain',
        visibility: loaded === url ? 'visible' : 'hidden',
      }}
    />
  );
}

/** An attachment's address: its https custom_url, else the gateway's file. */
function AttachmentImage({ id, alt }: { readonly id: string; readonly alt: string }) {
  const attachment = useThing(id);
  if (!isThingReady(attachment)) return null;
  const custom =
    typeof attachment['custom_url'] === 'string' ? attachment['custom_url'].trim() : '';
  const extension =
    typeof attachment['fileExtension'] === 'string' ? attachment['fileExtension'] : 'png';
  const url = /^https:\/\//i.test(custom)
    ? custom
    : getImageUrl({ id: attachment.__id, fileExtension: extension });
  return <FramedImage url={url} alt={alt} />;
}

/** The team's image at the index: its uploaded images, else its theme's logos. */
function TeamImage({ teamId, index }: { readonly teamId: string; readonly index: number }) {
  const team = useThing(teamId);
  const themeId = isThingReady(team) ? (ids(team['theme'])[0] ?? null) : null;
  const theme = useThing(themeId);
  if (!isThingReady(team)) return null;
  if (themeId && !isThingReady(theme)) return null;
  const images = listTeamImages(
    { images: ids(team['images']) },
    isThingReady(theme)
      ? { default_logo: ids(theme['default_logo']), small_logo: ids(theme['small_logo']) }
      : null,
  );
  const image = pickTeamImage(images, index);
  const name = typeof team['name'] === 'string' ? team['name'] : '';
  return image ? <AttachmentImage key={image} id={image} alt={name} /> : null;
}

/**
 * team-image (OVERLAYS §1): a team's image full frame, contained on a transparent page: the live match's first or
 * second team as displayed (`team` 1 / 2, default 1), the broadcast's highlight_team (`team=highlight`) or a team
 * id; the `index` / `image` / `imageNum`-th of its images (default 1); `overrideURL` / `override` (https only)
 * shows that address instead.
 */
export function TeamImageOverlay(_props: OverlayComponentProps) {
  const { options } = useOverlay();
  const parsed = parseTeamImageOptions(options.params);
  const teamId = useSubjectTeamId(parsed.team);
  return (
    <div
      data-testid="team-image-overlay"
      data-team={teamId ?? ''}
      style={{ position: 'absolute', inset: 0 }}
    >
      {parsed.overrideUrl ? (
        <FramedImage url={parsed.overrideUrl} alt="" />
      ) : teamId ? (
        <TeamImage key={teamId} teamId={teamId} index={parsed.index} />
      ) : null}
    </div>
  );
}
