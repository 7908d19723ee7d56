import type { z } from 'zod';

/** A readable one-line message for a failed parse: "updatedData.score_1: Expected number, got string". */
export function formatZodError(error: z.ZodError, root = ''): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const path = [root, ...issue.path.map(String)].filter(Boolean).join('.');
      let message = issue.message;
      if (issue.code === 'unrecognized_keys') {
        const keys = issue.keys.map((k) => `"${k}"`).join(', ');
        message = `Unknown field${issue.keys.length > 1 ? 's' : ''} ${keys}`;
      }
      return path ? `${path}: ${message}` : message;
    })
    .join('; ');
}
