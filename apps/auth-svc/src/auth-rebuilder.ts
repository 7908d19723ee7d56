import { Injectable } from '@nestjs/common';
import type { Rebuilder } from '@castline/nest-kit';
import { DemoSeedService } from './seed/demo-seed.service.js';

/** Start of auth-svc before handlers subscribe: demo users (once) and demo token renewal. No read model to rebuild. */
@Injectable()
export class AuthRebuilder implements Rebuilder {
  constructor(private readonly seed: DemoSeedService) {}

  async rebuild(): Promise<void> {
    await this.seed.seedDemoUsers();
  }
}
