import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface DemoLogin {
  player_id: string;
  name: string;
  role: 'organiser' | 'staff' | 'producer' | 'captain' | 'player';
  token: string;
}

/** The demo users and their tokens (the same list `npm start` prints). */
export async function demoLogins(): Promise<DemoLogin[]> {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/auth-svc/dist/seed/list-demo-logins.js');
  const mod = (await import(pathToFileURL(file).href)) as { listDemoLogins: (o: { now: Date; seed: number }) => DemoLogin[] };
  return mod.listDemoLogins({ now: new Date(), seed: 1 });
}

export async function demoLogin(role: DemoLogin['role']): Promise<DemoLogin> {
  const found = (await demoLogins()).find((u) => u.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
}
