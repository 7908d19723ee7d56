/** Values of a flag option that mean "off" (`?staff=false`); anything else, even no value, means "on". */
const FALSE_VALUES = new Set(['false', '0', 'no', 'off']);

/** Whether one value of a flag option means "off" (false / 0 / no / off, any case, trimmed). */
export function isOffValue(value: string): boolean {
  return FALSE_VALUES.has(value.trim().toLowerCase());
}

/**
 * A flag option without a default: on when any of the names is present with no value or a value that is not
 * "off" (`?full`, `?full=true`, `?full=1`), off when absent or only "off" values.
 */
export function hasFlag(params: URLSearchParams, ...names: string[]): boolean {
  return names.some((name) => params.getAll(name).some((value) => !isOffValue(value)));
}

/** A text option: the first non-blank value of the first name present, trimmed; null when absent or blank. */
export function readTextOption(params: URLSearchParams, ...names: string[]): string | null {
  for (const name of names) {
    for (const value of params.getAll(name)) {
      const text = value.trim();
      if (text !== '') return text;
    }
  }
  return null;
}

/**
 * A flag option: on when present with no value or any value but a "false" one (`?roles`, `?roles=1`), off with
 * `false` / `0` / `no` / `off`; `fallback` when absent.
 */
export function readFlagOption(
  params: URLSearchParams,
  fallback: boolean,
  ...names: string[]
): boolean {
  const values = names.flatMap((name) => params.getAll(name));
  if (values.length === 0) return fallback;
  return !isOffValue(values[0]!);
}

/** A whole number option from `min` up (`?max=3`), else null (absent, blank, not a whole number, too small). */
export function readCountOption(
  params: URLSearchParams,
  min: number,
  ...names: string[]
): number | null {
  const text = readTextOption(params, ...names);
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= min ? value : null;
}
