import type { StreamService } from '@castline/domain';

/** The provider mark of a stream link (public-site §3 "Stream link": icon): Twitch, YouTube, a document, a video or a link. */
export function ProviderIcon({
  service,
  size = 16,
}: {
  readonly service: StreamService;
  readonly size?: number;
}) {
  const common = {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    'aria-hidden': true,
    focusable: false,
  } as const;
  switch (service) {
    case 'twitch':
    case 'twitch-live':
    case 'twitch-clip':
      return (
        <svg {...common} data-provider="twitch">
          <path
            fill="#a970ff"
            d="M4 2 2.5 6v14h5v2.5h2.8L12.8 20h4L22 14.8V2zm16 11.8-3 3h-4.5l-2.6 2.6V16.8H6V4h14z"
          />
          <path fill="#a970ff" d="M15.5 7.5h2v5.2h-2zm-5 0h2v5.2h-2z" />
        </svg>
      );
    case 'youtube':
      return (
        <svg {...common} data-provider="youtube">
          <path
            fill="#ff0033"
            d="M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12 31 31 0 0 0 1 16.8a3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8z"
          />
          <path fill="#fff" d="m9.7 15.3 5.9-3.3-5.9-3.3z" />
        </svg>
      );
    case 'pdf':
      return (
        <svg {...common} data-provider="pdf">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
            d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z"
          />
          <path fill="none" stroke="currentColor" strokeWidth="2" d="M14 2v6h6M8 14h8M8 18h5" />
        </svg>
      );
    case 'unknown-video':
      return (
        <svg {...common} data-provider="video">
          <rect
            x="2"
            y="5"
            width="15"
            height="14"
            rx="2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <path fill="currentColor" d="m17 10 5-3v10l-5-3z" />
        </svg>
      );
    case 'unknown':
      return (
        <svg {...common} data-provider="link">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1"
          />
        </svg>
      );
  }
}
