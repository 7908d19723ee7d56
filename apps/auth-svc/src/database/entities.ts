import { UserEntity } from '../users/user.entity.js';
import { TokenEntity } from '../tokens/token.entity.js';

/** Every entity of the auth schema. */
export const AUTH_ENTITIES = [UserEntity, TokenEntity];
