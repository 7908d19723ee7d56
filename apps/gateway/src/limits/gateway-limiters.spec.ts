import { loadConfig } from '@castline/nest-kit';
import { GatewayConfigSchema } from '../config/gateway-config.js';
import { gatewayBudgets } from './gateway-limiters.js';

describe('gatewayBudgets', () => {
  it('turns each burst-and-rate setting into a window budget per client address', () => {
    expect(gatewayBudgets(loadConfig(GatewayConfigSchema, {}))).toEqual({
      things: { points: 120, durationSeconds: 6 },
      images: { points: 300, durationSeconds: 6 },
      actions: { points: 60, durationSeconds: 2 },
      auth: { points: 60, durationSeconds: 60 },
    });
  });

  it('follows the env names benches and tests already set', () => {
    const config = loadConfig(GatewayConfigSchema, {
      ACTION_RATE_LIMIT_BURST: '100000',
      ACTION_RATE_LIMIT_PER_SECOND: '100000',
      AUTH_RATE_LIMIT_BURST: '5',
      AUTH_RATE_LIMIT_PER_MINUTE: '1',
    });
    expect(gatewayBudgets(config).actions).toEqual({ points: 100_000, durationSeconds: 1 });
    expect(gatewayBudgets(config).auth).toEqual({ points: 5, durationSeconds: 300 });
  });
});
