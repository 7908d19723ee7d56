import { ConfigError, loadConfig } from '@castline/nest-kit';
import { GatewayConfigSchema } from './config/gateway-config.js';
import { startGateway } from './start-gateway.js';

/** Process entry (ARCHITECTURE §7): env checked once, then the gateway; SIGINT/SIGTERM stop it cleanly. */
async function main(): Promise<void> {
  const config = loadConfig(GatewayConfigSchema);
  const gateway = await startGateway(config);
  const onSignal = (signal: string) => {
    gateway.logger.info({ signal }, 'stopping');
    void gateway.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => onSignal('SIGINT'));
  process.once('SIGTERM', () => onSignal('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
