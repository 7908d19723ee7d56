import type { SetObserverSettingBody } from '@castline/contracts';
import { setListFlag } from '../common/set-list-flag.js';
import type { BroadcastEntity } from './broadcast.entity.js';
import type { BroadcastActionPlan } from './broadcast-action-runner.js';

/** The answer of set-observer-setting: the broadcast and its observer settings after the call. */
export interface ObserverSettingResult {
  broadcast: string;
  observer_settings: string[];
  changed: boolean;
}

/**
 * Plans actions/set-observer-setting (RULES (a)): value true adds the setting to observer_settings (at the end),
 * false removes it; the other entries keep their order. Setting what is already set plans no change.
 */
export function planObserverSetting(
  current: Pick<BroadcastEntity, 'id' | 'observer_settings'>,
  body: Pick<SetObserverSettingBody, 'setting' | 'value'>,
): BroadcastActionPlan<ObserverSettingResult> {
  const next = setListFlag(current.observer_settings, body.setting, body.value);
  const changed =
    next.length !== current.observer_settings.length ||
    next.some((entry, i) => entry !== current.observer_settings[i]);
  return {
    changes: changed ? { observer_settings: next } : {},
    result: { broadcast: current.id, observer_settings: next, changed },
  };
}
