/** RULES.md (f): automation runs only when break_display is Automated or empty. */
export function isBreakAutomationActive(breakDisplay: string | null | undefined): boolean {
  return !breakDisplay || breakDisplay === 'Automated';
}
