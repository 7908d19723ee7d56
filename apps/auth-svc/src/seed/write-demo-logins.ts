import { randomBytes } from 'node:crypto';
import { chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DemoLoginsFile } from './demo-login.js';

/**
 * Writes the demo logins to `file` (DEMO_LOGINS_FILE) readable by its owner only (0600), creating the parent folder
 * (0700). Written to a temporary file beside it and renamed, so a reader never sees half a file and an existing
 * file with wider permissions is replaced, not reused.
 */
export async function writeDemoLogins(file: string, content: DemoLoginsFile): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, `${JSON.stringify(content, null, 2)}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
    await chmod(temporary, 0o600);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
