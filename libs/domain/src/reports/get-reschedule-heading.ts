/** The reschedule section's name (RULES b.8): 'Reschedule' if the match has a start, else 'Schedule'. */
export function getRescheduleHeading(start: string | null | undefined): 'Reschedule' | 'Schedule' {
  return start === null || start === undefined || start === '' ? 'Schedule' : 'Reschedule';
}
