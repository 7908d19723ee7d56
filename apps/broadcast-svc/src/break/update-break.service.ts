import { Injectable } from '@nestjs/common';
import {
  UpdateBreakAutomationBodySchema,
  UpdateBreakDisplayBodySchema,
  type Actor,
} from '@castline/contracts';
import { parseBody } from '@castline/nest-kit';
import { Clock } from '../derived/clock.js';
import { BroadcastActionRunner } from '../broadcasts/broadcast-action-runner.js';
import {
  planBreakAutomation,
  planBreakDisplay,
  type BreakAutomationResult,
  type BreakDisplayResult,
} from './plan-break-update.js';

/**
 * actions/update-break-automation and actions/update-break-display (broadcast §7, RULES (a), (f)): BA to the
 * target broadcast; break_automation / break_display and, on a real change, the break rotation epoch (server now)
 * in one transaction (BroadcastActionRunner).
 */
@Injectable()
export class UpdateBreakService {
  constructor(
    private readonly runner: BroadcastActionRunner,
    private readonly clock: Clock,
  ) {}

  async updateBreakAutomation(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<BreakAutomationResult> {
    const body = parseBody(UpdateBreakAutomationBodySchema, rawBody);
    // The runner refuses first (a refusal must not depend on the body's contents); the plan then checks the options.
    return this.runner.run(
      { actor, action: 'update-break-automation', body, requested: body.broadcast, idempotencyKey },
      (broadcast) => planBreakAutomation(broadcast, body, this.clock.now()),
    );
  }

  async updateBreakDisplay(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<BreakDisplayResult> {
    const body = parseBody(UpdateBreakDisplayBodySchema, rawBody);
    return this.runner.run(
      { actor, action: 'update-break-display', body, requested: body.broadcast, idempotencyKey },
      (broadcast) => planBreakDisplay(broadcast, body, this.clock.now()),
    );
  }
}
