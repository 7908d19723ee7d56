import { loadConfig, runServiceProcess } from '@castline/nest-kit';
import { AuthConfigSchema } from './config/auth-config.js';
import { startAuthService } from './start.js';

void runServiceProcess(() => startAuthService(loadConfig(AuthConfigSchema)));
