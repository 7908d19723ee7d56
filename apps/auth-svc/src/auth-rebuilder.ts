import { Injectable } from '@nestjs/common';
import type { Rebuilder } from '@castline/nest-kit';
import { DemoSeedService } from './seed/demo-seed.service.js';

/** Start of auth-svc before handlers subscribe: the demo users and their tokens (once, into an empty table). No read model to rebuild. */
@Injectable()
export class AuthRebuilder implements Rebuilder {
  constructor(private readonly seed: DemoSeedService) {}

  async rebuild(): Promise<void> {
    await this.seed.seedDemoUsers();
  }
}
