import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import type { SiteLink } from '../lib/links/site-links.js';

export interface SiteAnchorProps {
  readonly link: SiteLink;
  readonly children: ReactNode;
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly 'aria-label'?: string;
  readonly 'data-testid'?: string;
}

/** Renders a SiteLink: a router link inside the app, a plain anchor to another host (an event's own site). */
export function SiteAnchor({ link, children, ...rest }: SiteAnchorProps) {
  if (link.kind === 'internal') {
    return (
      <Link to={link.to} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} {...rest}>
      {children}
    </a>
  );
}
