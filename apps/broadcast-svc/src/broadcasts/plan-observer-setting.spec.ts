import type { SetObserverSettingBody } from '@castline/contracts';
import { planObserverSetting } from './plan-observer-setting.js';

const ID = 'recBROADCAST00001';

describe('planObserverSetting (RULES (a) set-observer-setting)', () => {
  it.each<[string, string[], SetObserverSettingBody, string[] | null]>([
    [
      'adds a setting turned on',
      ['Show overlay'],
      { setting: 'Show syncer', value: true },
      ['Show overlay', 'Show syncer'],
    ],
    [
      'removes a setting turned off',
      ['Show overlay', 'Show syncer'],
      { setting: 'Show overlay', value: false },
      ['Show syncer'],
    ],
    [
      'adds to an empty list',
      [],
      { setting: 'Use basic overlay', value: true },
      ['Use basic overlay'],
    ],
    [
      'plans no change for a setting already on',
      ['Show syncer'],
      { setting: 'Show syncer', value: true },
      null,
    ],
    [
      'plans no change for a setting already off',
      ['Show overlay'],
      { setting: 'Show syncer', value: false },
      null,
    ],
  ])('%s', (_name, settings, body, expected) => {
    const plan = planObserverSetting({ id: ID, observer_settings: settings }, body);
    expect(plan.changes).toEqual(expected ? { observer_settings: expected } : {});
    expect(plan.result).toEqual({
      broadcast: ID,
      observer_settings: expected ?? settings,
      changed: expected !== null,
    });
  });

  it('never changes the current state', () => {
    const current = { id: ID, observer_settings: Object.freeze(['Show overlay']) as string[] };
    planObserverSetting(current, { setting: 'Show overlay', value: false });
    expect(current.observer_settings).toEqual(['Show overlay']);
  });
});
