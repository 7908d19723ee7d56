import { Stack } from '@mantine/core';
import type { BroadcastRecord, PlayerRelationshipRecord } from '@castline/contracts';
import { parseStreamLink, type StreamLink } from '@castline/domain';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { useThings } from '../../../lib/things/thing-hooks.js';
import { readyThings } from '../../../lib/things/thing-types.js';
import { PageTitle } from '../../../ui/page-title.js';
import { PersonCard } from '../../entity-pages/components/person-card.js';
import { EmptyText, Section } from '../../entity-pages/components/section.js';
import { VodPlayer } from '../../vod/components/vod-player.js';
import { useMatchPage } from '../match-page-types.js';
import { MapSummary } from './map-summary.js';
import grid from '../../../ui/card-grid.module.css';

const VOD_FIELDS = ['vod', 'vod_2', 'alternative_vod'] as const;

/** The people grid: one column on phones, two on tablets, three on desktops. */

/**
 * A match's VOD page (public-site §2 match ''): while the match is live on an advertised broadcast, that stream;
 * embedded players for the parsed links vod, vod_2 and alternative_vod (YouTube / Twitch iframes, pdf documents in
 * a viewer); then the maps in brief, the MVP, casters and crew. Everything updates live.
 */
export function MatchVod() {
  const context = useMatchPage();
  const { match, event, name } = context;
  const broadcasts = readyThings(
    useThings<BroadcastRecord>([
      ...new Set([...(match.scheduled_broadcast ?? []), ...(event?.broadcasts ?? [])]),
    ]),
  );
  const liveLinks = broadcasts
    .filter((b) => b.advertise && b.live_match?.[0] === match.id && b.stream_link)
    .map((b) => ({ id: b.id, link: parseStreamLink(b.stream_link ?? '') }))
    .filter((entry): entry is { id: string; link: StreamLink } => entry.link !== null);
  const vods = VOD_FIELDS.map((field) => ({
    field,
    link: parseStreamLink(match[field] ?? ''),
  })).filter(
    (entry): entry is { field: (typeof VOD_FIELDS)[number]; link: StreamLink } =>
      entry.link !== null,
  );
  const relationships = readyThings(
    useThings<PlayerRelationshipRecord>(match.player_relationships ?? []),
  );
  const casters = match.casters ?? [];
  const crew = relationships.filter(
    (r) => r.singular_name !== 'Caster' && (r.player ?? []).length > 0,
  );
  const mvp = match.mvp?.[0] ?? null;
  return (
    <Stack gap="lg">
      <PageTitle title={name} />
      {liveLinks.map((entry) => (
        <Section key={entry.id} title={PAGES_TEXT.matchWatchLive} testId="match-live-stream">
          <VodPlayer link={entry.link} title={`${PAGES_TEXT.matchWatchLive}: ${name}`} />
        </Section>
      ))}
      {vods.length > 0 ? (
        vods.map((vod) => (
          <Section key={vod.field} title={PAGES_TEXT.matchVodLabels[vod.field]} testId="match-vod">
            <VodPlayer link={vod.link} title={`${PAGES_TEXT.matchVodLabels[vod.field]}: ${name}`} />
          </Section>
        ))
      ) : liveLinks.length === 0 ? (
        <Section title={PAGES_TEXT.matchVodHeading} testId="match-no-vod">
          <EmptyText>{PAGES_TEXT.matchNoVod}</EmptyText>
        </Section>
      ) : null}
      <MapSummary context={context} />
      {mvp && (
        <Section title={PAGES_TEXT.matchMvp} testId="match-mvp">
          <div className={grid.grid}>
            <PersonCard playerId={mvp} />
          </div>
        </Section>
      )}
      {casters.length > 0 && (
        <Section title={PAGES_TEXT.matchCasters} testId="match-casters">
          <div className={grid.grid}>
            {casters.map((id) => (
              <PersonCard key={id} playerId={id} />
            ))}
          </div>
        </Section>
      )}
      {crew.length > 0 && (
        <Section title={PAGES_TEXT.matchCrew} testId="match-crew">
          <div className={grid.grid}>
            {crew.flatMap((r) =>
              (r.player ?? []).map((id) => (
                <PersonCard
                  key={`${r.id}-${id}`}
                  playerId={id}
                  badges={r.singular_name ? [r.singular_name] : undefined}
                />
              )),
            )}
          </div>
        </Section>
      )}
    </Stack>
  );
}
