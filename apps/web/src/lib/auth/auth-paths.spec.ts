import { describe, expect, it } from 'vitest';
import {
  AUTH_PATHS as CONTRACT_PATHS,
  AUTH_RETURN_PARAM as CONTRACT_RETURN,
  HANDOFF_PAGE as CONTRACT_HANDOFF_PAGE,
} from '@castline/contracts';
import { AUTH_PATHS, AUTH_RETURN_PARAM, HANDOFF_PAGE } from './auth-paths.js';

describe('auth paths (public-site §2 "Login flow")', () => {
  it('match the gateway contract', () => {
    expect(AUTH_PATHS).toEqual(CONTRACT_PATHS);
    expect(AUTH_RETURN_PARAM).toBe(CONTRACT_RETURN);
    expect(HANDOFF_PAGE).toBe(CONTRACT_HANDOFF_PAGE);
  });
});
