import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { NatsBus } from '../nats/nats-bus.js';
import { ServiceHealth } from '../health/service-health.js';
import { RecordStore } from '../outbox/record-store.js';
import { OutboxRelay } from '../outbox/outbox-relay.js';
import { UnitOfWork } from '../outbox/unit-of-work.js';
import { APP_CONFIG, DATA_SOURCE, LOGGER, SERVICE_NAME } from '../tokens.js';
import type { Logger } from '../logging/logger.js';
import { Metrics } from '../metrics/metrics.js';

export interface KitValues {
  serviceName: string;
  config: unknown;
  logger: Logger;
  bus: NatsBus;
  dataSource?: DataSource;
  recordStore?: RecordStore;
  relay?: OutboxRelay;
  unitOfWork?: UnitOfWork;
  health?: ServiceHealth;
  metrics?: Metrics;
}

/** Makes the process-wide plumbing (config, logger, NATS, database, record store) injectable everywhere. */
@Global()
@Module({})
export class KitModule {
  static forRoot(values: KitValues): DynamicModule {
    const providers = [
      { provide: SERVICE_NAME, useValue: values.serviceName },
      { provide: APP_CONFIG, useValue: values.config },
      { provide: LOGGER, useValue: values.logger },
      { provide: NatsBus, useValue: values.bus },
      ...(values.dataSource ? [{ provide: DATA_SOURCE, useValue: values.dataSource }] : []),
      ...(values.recordStore ? [{ provide: RecordStore, useValue: values.recordStore }] : []),
      ...(values.relay ? [{ provide: OutboxRelay, useValue: values.relay }] : []),
      ...(values.unitOfWork ? [{ provide: UnitOfWork, useValue: values.unitOfWork }] : []),
      ...(values.health ? [{ provide: ServiceHealth, useValue: values.health }] : []),
      ...(values.metrics ? [{ provide: Metrics, useValue: values.metrics }] : []),
    ];
    return {
      module: KitModule,
      providers,
      exports: providers.map((p) => ('provide' in p ? p.provide : p)),
    };
  }
}
