import type { Guest } from './guest.js';

/**
 * Parses one manual_guests line (public-site §5, RULES (g) desk people): parts split on commas or pipes and
 * trimmed; a part starting with '@' is the Twitter handle, else one containing 'view=' the webcam, else one
 * starting with 'http' the avatar, else one containing '/' the pronouns, else the name. The first part of each
 * kind wins; later parts of the same kind are ignored.
 */
export function parseManualGuest(line: string): Guest {
  let name: string | null = null;
  let avatar: string | null = null;
  let webcam: string | null = null;
  let twitter: string | null = null;
  let pronouns: string | null = null;
  for (const raw of line.split(/[,|]/)) {
    const part = raw.trim();
    if (part === '') continue;
    if (part.startsWith('@')) twitter ??= part;
    else if (part.includes('view=')) webcam ??= part;
    else if (part.startsWith('http')) avatar ??= part;
    else if (part.includes('/')) pronouns ??= part;
    else name ??= part;
  }
  return { name: name ?? '', avatar, webcam, twitter, pronouns };
}
