import { AUTH_ENTITIES } from './entities.js';
import { InitialAuthSchema1795239905204 } from './migrations/1795239905204-initial-auth-schema.js';
import { AddSpineTables1795300000000 } from './migrations/1795300000000-add-spine-tables.js';
import { AddHandoffCodes1795607436478 } from './migrations/1795607436478-add-handoff-codes.js';

export const AUTH_SCHEMA = 'auth';

/** Options for createDataSource / runService: entities and migrations of the auth schema. */
export const authDatabase = {
  schema: AUTH_SCHEMA,
  entities: AUTH_ENTITIES,
  migrations: [
    InitialAuthSchema1795239905204,
    AddSpineTables1795300000000,
    AddHandoffCodes1795607436478,
  ],
};
