/** One field of the custom countdown form: a number, the text typed, or empty (empty counts as 0). */
export type CountdownField = number | string | null | undefined;

export interface CountdownInput {
  readonly hours?: CountdownField;
  readonly minutes?: CountdownField;
  readonly seconds?: CountdownField;
}

export interface CountdownValidation {
  /** False when a field is out of range or not a whole number, or when the duration is zero ('Set time' disabled). */
  readonly valid: boolean;
  /** The duration the fields describe, 0 when any field is invalid. */
  readonly durationMs: number;
}

function readField(field: CountdownField): number | null {
  if (field === null || field === undefined) return 0;
  if (typeof field === 'string') {
    const text = field.trim();
    if (text === '') return 0;
    if (!/^\d+$/.test(text)) return null;
    return Number(text);
  }
  return Number.isInteger(field) ? field : null;
}

/** Custom countdown (broadcast spec §5, RULES (f)): hours ≥ 0, minutes and seconds 0–59, 'Set time' disabled at zero. */
export function validateCountdownInput(input: CountdownInput): CountdownValidation {
  const hours = readField(input.hours);
  const minutes = readField(input.minutes);
  const seconds = readField(input.seconds);
  if (
    hours === null ||
    minutes === null ||
    seconds === null ||
    hours < 0 ||
    minutes < 0 ||
    minutes > 59 ||
    seconds < 0 ||
    seconds > 59
  ) {
    return { valid: false, durationMs: 0 };
  }
  const durationMs = ((hours * 60 + minutes) * 60 + seconds) * 1000;
  return { valid: durationMs > 0, durationMs };
}
