import { readDemoLogins } from '../../tools/stack.mjs';
import type { E2EStack } from './fixtures';

export interface DemoLogin {
  player_id: string;
  name: string;
  role: 'organiser' | 'staff' | 'producer' | 'captain' | 'player';
  token: string;
}

/**
 * The demo users and their tokens (the list `npm start` prints), as the stack's auth-svc wrote them to its
 * DEMO_LOGINS_FILE at the first demo seed: the tokens are random, so only that file knows them.
 */
export async function demoLogins(stack: Pick<E2EStack, 'demoLoginsFile'>): Promise<DemoLogin[]> {
  return (await readDemoLogins(stack.demoLoginsFile)) as DemoLogin[];
}

export async function demoLogin(
  stack: Pick<E2EStack, 'demoLoginsFile'>,
  role: DemoLogin['role'],
): Promise<DemoLogin> {
  const found = (await demoLogins(stack)).find((u) => u.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
}
