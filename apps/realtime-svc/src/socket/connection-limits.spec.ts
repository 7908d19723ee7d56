import { ConnectionLimits } from './connection-limits.js';

describe('ConnectionLimits', () => {
  it('refuses the socket beyond the cap of one address and keeps other addresses apart', () => {
    const limits = new ConnectionLimits(2);
    expect(limits.tryOpen('10.0.0.1')).toBe(true);
    expect(limits.tryOpen('10.0.0.1')).toBe(true);
    expect(limits.tryOpen('10.0.0.1')).toBe(false);
    expect(limits.countFor('10.0.0.1')).toBe(2);
    expect(limits.tryOpen('10.0.0.2')).toBe(true);
  });

  it('admits a socket again once one of the address closes, and forgets an address with none open', () => {
    const limits = new ConnectionLimits(1);
    expect(limits.tryOpen('a')).toBe(true);
    expect(limits.tryOpen('a')).toBe(false);
    limits.close('a');
    expect(limits.addresses).toBe(0);
    expect(limits.tryOpen('a')).toBe(true);
  });

  it('ignores a close for an address it does not track', () => {
    const limits = new ConnectionLimits(1);
    limits.close('nobody');
    expect(limits.countFor('nobody')).toBe(0);
    expect(limits.addresses).toBe(0);
  });
});
