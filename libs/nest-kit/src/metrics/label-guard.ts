/** The value a bounded label takes when a value is refused (unknown shape, or past the cap). */
export const OTHER_LABEL = 'other';

export interface LabelGuardOptions {
  /** Distinct values kept; later new values are reported as `other` (default 64). */
  maxValues?: number;
  /** Shape a value must have (default: short lower-case names, paths and subjects: `a-z0-9._:/*-`). */
  pattern?: RegExp;
}

const DEFAULT_PATTERN = /^[a-z0-9/][a-z0-9._:/*_-]{0,79}$/;
/** Looks like an identifier rather than a name: a record id (`rec` + 14 base-62), a UUID, or a long number. */
const ID_LIKE = /rec[0-9A-Za-z]{14}|[0-9a-f]{8}-[0-9a-f]{4}-|\d{4,}/;

/**
 * Keeps one metric label bounded (Prometheus: every label value is a time series). A value is kept when it has
 * the expected shape, does not look like an id, and is one of the first `maxValues` distinct values seen;
 * anything else is `other`. Labels come from code (route patterns, SUBJECTS constants, consumer names), so the
 * guard only matters when a caller passes something it should not: an id, a raw path, user input.
 */
export class LabelGuard {
  private readonly seen = new Set<string>();
  private readonly maxValues: number;
  private readonly pattern: RegExp;

  constructor(options: LabelGuardOptions = {}) {
    this.maxValues = options.maxValues ?? 64;
    this.pattern = options.pattern ?? DEFAULT_PATTERN;
  }

  value(raw: string): string {
    if (this.seen.has(raw)) return raw;
    if (!this.pattern.test(raw) || ID_LIKE.test(raw) || this.seen.size >= this.maxValues)
      return OTHER_LABEL;
    this.seen.add(raw);
    return raw;
  }
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** An HTTP method as a label: the standard ones, anything else `OTHER`. */
export function methodLabel(method: string | undefined): string {
  const upper = (method ?? '').toUpperCase();
  return METHODS.has(upper) ? upper : 'OTHER';
}

/** An HTTP status as its class: `2xx`, `3xx`, `4xx`, `5xx` (`1xx` too); nonsense is `other`. */
export function statusClassLabel(status: number): string {
  const klass = Math.floor(status / 100);
  return klass >= 1 && klass <= 5 ? `${klass}xx` : OTHER_LABEL;
}
