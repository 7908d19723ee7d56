/** The schedule route's options (OVERLAYS §1 schedule). */
export interface ScheduleOptions {
  /** `secondary`: the matches with show_on_secondary_overlays instead of show_on_overlays. */
  readonly secondary: boolean;
}

const FALSE_VALUES = new Set(['false', '0', 'no', 'off']);

/** A flag option: present and not a "false" value (`?secondary`, `?secondary=true`, `?secondary=1` are on). */
export function readFlagOption(params: URLSearchParams, ...names: string[]): boolean {
  return names.some((name) =>
    params.getAll(name).some((value) => !FALSE_VALUES.has(value.trim().toLowerCase())),
  );
}

/** Reads the schedule options from the query parameters. */
export function parseScheduleOptions(params: URLSearchParams): ScheduleOptions {
  return { secondary: readFlagOption(params, 'secondary') };
}
