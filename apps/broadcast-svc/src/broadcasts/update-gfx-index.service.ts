import { Injectable } from '@nestjs/common';
import { UpdateGfxIndexBodySchema, type Actor } from '@castline/contracts';
import { parseBody } from '@castline/nest-kit';
import { BroadcastActionRunner } from './broadcast-action-runner.js';
import { planGfxIndex, type GfxIndexResult } from './plan-gfx-index.js';

/**
 * actions/update-gfx-index (broadcast §7, RULES (a)): BA to the target broadcast; the GFX item (linked to it)
 * moves to the index in the broadcast's gfx order, in one transaction (BroadcastActionRunner). gfx/{index}
 * overlays re-point from the broadcast record.
 */
@Injectable()
export class UpdateGfxIndexService {
  constructor(private readonly runner: BroadcastActionRunner) {}

  async updateGfxIndex(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<GfxIndexResult> {
    const body = parseBody(UpdateGfxIndexBodySchema, rawBody);
    return this.runner.run(
      { actor, action: 'update-gfx-index', body, requested: body.broadcast, idempotencyKey },
      (broadcast) => planGfxIndex(broadcast, body),
    );
  }
}
