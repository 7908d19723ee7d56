import type { AutoTitleInput } from './get-auto-break-title.js';
import { getAutoBreakTitle } from './get-auto-break-title.js';

/** RULES.md (f): every {auto} in the break title becomes the automatic title, and a literal "\n" a line break. */
export function formatBreakTitle(title: string | null | undefined, input: AutoTitleInput): string {
  const text = title ?? '';
  const withAuto = text.includes('{auto}')
    ? text.split('{auto}').join(getAutoBreakTitle(input))
    : text;
  return withAuto.split('\\n').join('\n');
}
