/** Owning domains of the services, used in subjects `<domain>.<cmd|qry|evt>.<name>[.vN]`. */
export const DOMAINS = ['auth', 'match', 'broadcast', 'realtime', 'gateway'] as const;
export type Domain = (typeof DOMAINS)[number];

const domain = (d: Domain) => ({
  cmd: (name: string) => `${d}.cmd.${name}`,
  qry: (name: string) => `${d}.qry.${name}`,
  evt: (name: string, v = 1) => `${d}.evt.${name}.v${v}`,
});

/** Every NATS subject. No literal subjects in apps. */
export const SUBJECTS = {
  auth: domain('auth'),
  match: domain('match'),
  broadcast: domain('broadcast'),
  realtime: domain('realtime'),
  gateway: domain('gateway'),
  /** Services that answer the read path (`<domain>.qry.things`). */
  thingsOwners: ['match', 'broadcast'] as const satisfies readonly Domain[],
  recordChanged: 'record.evt.changed.v1',
  serviceState: 'system.evt.service-state.v1',
  errorRate: 'gateway.evt.error-rate.v1',
  liveMatchChanged: 'broadcast.evt.live-match-changed.v1',
  /** send-reschedule-message → the notifier (RULES b.7). The report events are `REPORT_EVENTS` (libs/domain). */
  timeChangeAnnounced: 'match.evt.time-change-announced.v1',
  /** Every report event of RULES b.7 (a JetStream filter; the notifier consumes them all). */
  reportEvents: 'report.evt.>',
  bracketResolved: 'bracket.evt.resolved.v1',
  bracketResolveConflict: 'bracket.evt.resolve-conflict.v1',
  health: (d: Domain) => `${d}.qry.health`,
  /** Where a consumer parks a domain event it could not apply (`deadletter.<consumer>`). */
  deadLetter: (consumer: string) => `deadletter.${consumer}`,
} as const;

/** JetStream stream carrying record changes (and later domain events). */
export const RECORD_STREAM = { name: 'RECORDS', subjects: ['record.evt.>'] } as const;
/** JetStream stream carrying domain events for consumers that must catch up (notifier, projections). */
export const DOMAIN_EVENT_STREAM = {
  name: 'DOMAIN_EVENTS',
  subjects: ['broadcast.evt.>', 'match.evt.>', 'report.evt.>', 'bracket.evt.>'],
} as const;
/** JetStream stream of domain events no consumer could apply (kept a week for an operator to look at). */
export const DEAD_LETTER_STREAM = {
  name: 'DEAD_LETTERS',
  subjects: ['deadletter.>'],
  maxAgeHours: 168,
} as const;
/** NATS header carrying the request id from the gateway through every hop. */
export const REQUEST_ID_HEADER = 'x-request-id';
