import { loadConfig, runServiceProcess } from '@castline/nest-kit';
import { MatchConfigSchema } from './config/match-config.js';
import { startMatchService } from './start.js';

void runServiceProcess(() => startMatchService(loadConfig(MatchConfigSchema)));
