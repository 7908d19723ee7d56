import { UserEntity } from '../users/user.entity.js';
import { TokenEntity } from '../tokens/token.entity.js';
import { HandoffCodeEntity } from '../handoff/handoff-code.entity.js';

/** Every entity of the auth schema. */
export const AUTH_ENTITIES = [UserEntity, TokenEntity, HandoffCodeEntity];
