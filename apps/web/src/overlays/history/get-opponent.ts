import { HISTORY_TEXT } from './history-text.js';

/** The opponent as a row shows it: its name (else its code, else "TBD") and its code. */
export function getOpponent(
  teamRecords: ReadonlyMap<string, Readonly<Record<string, unknown>>>,
  opponentId: string | null,
): { readonly name: string; readonly code: string | null } {
  const team = opponentId ? teamRecords.get(opponentId) : undefined;
  const read = (key: string) => {
    const value = team?.[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  const code = read('code');
  return { name: read('name') ?? code ?? HISTORY_TEXT.unknownOpponent, code };
}
