import { Injectable } from '@nestjs/common';
import { SetObserverSettingBodySchema, type Actor } from '@castline/contracts';
import { parseBody } from '@castline/nest-kit';
import { BroadcastActionRunner } from './broadcast-action-runner.js';
import { planObserverSetting, type ObserverSettingResult } from './plan-observer-setting.js';

/**
 * actions/set-observer-setting (broadcast §7, RULES (a)): BA to the target broadcast; the setting is added to or
 * removed from observer_settings in one transaction (BroadcastActionRunner). The syncer overlay toggles at once.
 */
@Injectable()
export class SetObserverSettingService {
  constructor(private readonly runner: BroadcastActionRunner) {}

  async setObserverSetting(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<ObserverSettingResult> {
    const body = parseBody(SetObserverSettingBodySchema, rawBody);
    return this.runner.run(
      { actor, action: 'set-observer-setting', body, requested: body.broadcast, idempotencyKey },
      (broadcast) => planObserverSetting(broadcast, body),
    );
  }
}
