/** The reporting switches of an event's blocks (RULES (b.1), (h) blocks). */
export interface ReportingSwitches {
  readonly score: boolean;
  readonly rescheduling: boolean;
}

/** Reads reporting.score.use and reporting.rescheduling.use; blocks that fail to parse are no settings (public-site §5). */
export function readReportingSwitches(blocks: string | null | undefined): ReportingSwitches {
  let parsed: unknown;
  try {
    parsed = blocks ? JSON.parse(blocks) : null;
  } catch {
    parsed = null;
  }
  const reporting =
    typeof parsed === 'object' && parsed !== null
      ? (parsed as { reporting?: unknown }).reporting
      : null;
  const isOn = (key: string): boolean => {
    if (typeof reporting !== 'object' || reporting === null) return false;
    const block = (reporting as Record<string, unknown>)[key];
    return typeof block === 'object' && block !== null && (block as { use?: unknown }).use === true;
  };
  return { score: isOn('score'), rescheduling: isOn('rescheduling') };
}
