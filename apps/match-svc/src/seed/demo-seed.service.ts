import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { generateSeason } from '@castline/demo';
import { APP_CONFIG, DATA_SOURCE, LOGGER, fromRecord, type Logger } from '@castline/nest-kit';
import { ENTITY_BY_KIND, MATCH_KINDS, type MatchKind } from '../database/entities.js';
import { EventEntity } from '../events/event.entity.js';
import { AttachmentEntity } from '../themes/attachment.entity.js';
import { StreamPresenceEntity } from '../streams/stream-presence.entity.js';
import type { MatchConfig } from '../config/match-config.js';

/** Loads the match-owned part of the demo season into an empty match schema (once). */
@Injectable()
export class DemoSeedService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: MatchConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async seedIfEmpty(now = new Date()): Promise<boolean> {
    if (!this.config.SEED_DEMO) return false;
    if ((await this.dataSource.getRepository(EventEntity).count()) > 0) return false;
    const season = generateSeason(this.config.DEMO_SEASON, { now, seed: this.config.DEMO_SEED });
    const content = new Map(season.attachments.map((a) => [a.id, Buffer.from(a.content, 'utf8')]));
    const owned = new Set<string>(MATCH_KINDS);
    await this.dataSource.transaction(async (manager) => {
      const byKind = new Map<MatchKind, object[]>();
      for (const record of season.records) {
        if (!owned.has(record.__kind)) continue;
        const kind = record.__kind as MatchKind;
        const entity = fromRecord(
          ENTITY_BY_KIND[kind] as new () => object,
          record as Record<string, unknown>,
        );
        if (entity instanceof AttachmentEntity) entity.content = content.get(entity.id) ?? null;
        byKind.set(kind, [...(byKind.get(kind) ?? []), entity]);
      }
      for (const presence of season.presences) {
        await manager.insert(StreamPresenceEntity, {
          id: presence.player_id,
          url: presence.url,
          title: presence.title,
        });
      }
      for (const [kind, rows] of byKind) {
        for (let i = 0; i < rows.length; i += 500) {
          await manager.insert(ENTITY_BY_KIND[kind], rows.slice(i, i + 500));
        }
      }
    });
    this.logger.info({ records: season.records.length }, 'demo season loaded');
    return true;
  }
}
