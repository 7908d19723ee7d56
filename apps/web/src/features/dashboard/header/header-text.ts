/**
 * The dashboard header's texts (broadcast spec §2 "Producer dashboard", §8; OVERLAYS §4 "Header"). Quoted spec
 * strings are verbatim ('Not connected', 'No transmitters connected', 'Error: {message}', 'Local', 'Broadcast');
 * the rest is our copy.
 */
export const HEADER_TEXT = {
  transmitter: {
    label: 'Transmitter',
    notConnected: 'Not connected',
    connecting: 'Connecting…',
    connected: 'Connected',
    live: (duration: string) => `LIVE ${duration}`,
    error: (message: string) => `Error: ${message}`,
    /** Until issue 17 brings the OBS transmitter. */
    comingSoon: 'The OBS transmitter is coming soon.',
  },
  streams: {
    button: 'Streams',
    buttonLabel: (count: number) =>
      `Streams: ${count === 0 ? 'no transmitters' : `${count} transmitter${count === 1 ? '' : 's'}`} connected`,
    title: 'Streams',
    empty: 'No transmitters connected',
    intro: 'The transmitters sending for this production client, with their OBS scenes and stream.',
    columns: {
      name: 'Transmitter',
      scenes: 'Preview / Program',
      status: 'Status',
      output: 'Output',
    },
    offline: 'Offline',
    live: (duration: string) => `LIVE ${duration}`,
    delay: (seconds: number) => `${seconds}s delay`,
    close: 'Close',
  },
  switcher: {
    label: 'Broadcast',
    option: (name: string, key: string) => (name && name !== key ? `${name} (${key})` : key),
    switching: 'Switching…',
    success: (name: string) => `Switched to ${name}`,
  },
  liveMatch: {
    label: 'Live match',
    none: 'No live match',
    link: (name: string, score: string) =>
      `Live match: ${name}${score ? `, ${score}` : ''}. Open the detailed match page`,
    tbd: 'TBD',
  },
  event: {
    label: 'Event',
    link: (name: string) => `Event: ${name}. Open the event page`,
  },
  scenes: {
    preview: 'Preview',
    program: 'Program',
    none: '—',
    source: (name: string) => `From ${name}`,
    waiting: 'Waiting for a scene change from a transmitter',
  },
  clocks: {
    local: 'Local',
    broadcast: 'Broadcast',
    toggle: (name: string, time: string, use24: boolean) =>
      `${name} time ${time}. Switch to the ${use24 ? '12-hour' : '24-hour'} clock`,
  },
} as const;
