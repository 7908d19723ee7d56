import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { generateSeason } from '@castline/demo';
import { APP_CONFIG, DATA_SOURCE, LOGGER, fromRecord, type Logger } from '@castline/nest-kit';
import { BROADCAST_KINDS, ENTITY_BY_KIND, type BroadcastKind } from '../database/entities.js';
import { BroadcastEntity } from '../broadcasts/broadcast.entity.js';
import { Clock } from '../derived/clock.js';
import type { BroadcastConfig } from '../config/broadcast-config.js';

/** Loads the broadcast-owned part of the demo season (broadcasts, clients, GFX items) into an empty schema (once). */
@Injectable()
export class DemoSeedService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: BroadcastConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly clock: Clock,
  ) {}

  async seedIfEmpty(now = new Date(this.clock.now())): Promise<boolean> {
    if (!this.config.SEED_DEMO) return false;
    if ((await this.dataSource.getRepository(BroadcastEntity).count()) > 0) return false;
    const season = generateSeason(this.config.DEMO_SEASON, { now, seed: this.config.DEMO_SEED });
    const owned = new Set<string>(BROADCAST_KINDS);
    let loaded = 0;
    await this.dataSource.transaction(async (manager) => {
      const byKind = new Map<BroadcastKind, object[]>();
      for (const record of season.records) {
        if (!owned.has(record.__kind)) continue;
        const kind = record.__kind as BroadcastKind;
        const entity = fromRecord(
          ENTITY_BY_KIND[kind] as new () => object,
          record as Record<string, unknown>,
        );
        byKind.set(kind, [...(byKind.get(kind) ?? []), entity]);
      }
      for (const [kind, rows] of byKind) {
        for (let i = 0; i < rows.length; i += 500) {
          await manager.insert(ENTITY_BY_KIND[kind], rows.slice(i, i + 500));
        }
        loaded += rows.length;
      }
    });
    this.logger.info({ records: loaded }, 'demo broadcasts loaded');
    return true;
  }
}
