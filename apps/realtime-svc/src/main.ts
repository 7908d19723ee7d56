import { loadConfig, runServiceProcess } from '@castline/nest-kit';
import { RealtimeConfigSchema } from './config/realtime-config.js';
import { startRealtime } from './start-realtime.js';

void runServiceProcess(() => startRealtime(loadConfig(RealtimeConfigSchema)));
