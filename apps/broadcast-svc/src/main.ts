import { loadConfig, runServiceProcess } from '@castline/nest-kit';
import { BroadcastConfigSchema } from './config/broadcast-config.js';
import { startBroadcastService } from './start.js';

void runServiceProcess(() => startBroadcastService(loadConfig(BroadcastConfigSchema)));
