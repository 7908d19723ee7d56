import { Inject, Injectable } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { NATS_HANDLER, type NatsHandlerMeta } from './nats-handler.decorator.js';
import { NatsBus } from './nats-bus.js';
import { SERVICE_NAME } from '../tokens.js';

/** Finds every @NatsRequest / @NatsEvent method and subscribes it (called once the data store is ready). */
@Injectable()
export class NatsHandlerExplorer {
  private registered = false;
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly bus: NatsBus,
    @Inject(SERVICE_NAME) private readonly serviceName: string,
  ) {}

  register(): void {
    if (this.registered) return;
    this.registered = true;
    const wrappers = [...this.discovery.getControllers(), ...this.discovery.getProviders()];
    for (const wrapper of wrappers) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const method = instance[name];
        if (typeof method !== 'function') continue;
        const meta = this.reflector.get<NatsHandlerMeta | undefined>(NATS_HANDLER, method);
        if (!meta) continue;
        const bound = (method as (...args: unknown[]) => unknown).bind(instance);
        if (meta.kind === 'request') {
          this.bus.handle(meta.subject, (payload, ctx) => bound(payload, ctx), { queue: this.serviceName });
        } else {
          this.bus.subscribe(meta.subject, (payload) => void bound(payload));
        }
      }
    }
  }
}
