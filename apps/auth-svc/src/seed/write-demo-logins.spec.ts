import { mkdtemp, readFile, rm, stat, writeFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DemoLoginsFileSchema, type DemoLoginsFile } from './demo-login.js';
import { writeDemoLogins } from './write-demo-logins.js';

const content: DemoLoginsFile = {
  seeded_at: '2026-05-01T12:00:00.000Z',
  logins: [
    { player_id: 'recDemoAdmin00001', name: 'Admin Ada', role: 'organiser', token: 'a'.repeat(64) },
  ],
};

describe('writeDemoLogins', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'castline-demo-logins-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the logins as JSON readable by the owner only, creating the parent folder', async () => {
    const file = path.join(dir, 'nested', 'deeper', 'demo-logins.json');
    await writeDemoLogins(file, content);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(file))).mode & 0o077).toBe(0);
    expect(DemoLoginsFileSchema.parse(JSON.parse(await readFile(file, 'utf8')))).toEqual(content);
    expect(await readdir(path.dirname(file))).toEqual(['demo-logins.json']);
  });

  it('replaces an existing world-readable file with an owner-only one', async () => {
    const file = path.join(dir, 'demo-logins.json');
    await writeFile(file, 'old', { mode: 0o644 });
    await writeDemoLogins(file, content);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(content);
  });

  it('fails (leaving no temporary file) when the path is a folder', async () => {
    await expect(writeDemoLogins(dir, content)).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
  });
});
