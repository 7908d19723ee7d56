import { isReschedulingLocked } from './is-rescheduling-locked.js';
import { RESCHEDULE_STATES } from './report-types.js';

describe('isReschedulingLocked (RULES b.3)', () => {
  it.each(RESCHEDULE_STATES.map((state) => [state, state === 'DeniedByStaff'] as const))(
    '%s → %s',
    (state, expected) => {
      expect(isReschedulingLocked(state)).toBe(expected);
    },
  );

  it('no linked request → not locked', () => {
    expect(isReschedulingLocked(null)).toBe(false);
  });
});
