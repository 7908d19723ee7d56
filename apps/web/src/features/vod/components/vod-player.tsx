import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { StreamLink } from '@castline/domain';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { ExternalIcon } from '../../../ui/icons.js';
import { getVodEmbed } from '../get-vod-embed.js';
import { ProviderIcon } from './provider-icon.js';
import classes from './vod-player.module.css';

/** The host Twitch embeds need as `parent` (the page's own host name). */
function currentHost(): string {
  return typeof window === 'undefined' ? 'localhost' : window.location.hostname;
}

/**
 * An embedded player for one parsed VOD / stream link (public-site §2 match VOD page, §7): a YouTube or Twitch
 * iframe, a pdf in the document viewer, a video file in a video element, else a link; always with a link to
 * open it on its own.
 */
export function VodPlayer({ link, title }: { readonly link: StreamLink; readonly title: string }) {
  const embed = getVodEmbed(link, currentHost());
  const openLink = (
    <Anchor href={link.url} target="_blank" rel="noopener noreferrer" size="sm" fw={700}>
      <Group gap={6} component="span">
        <ProviderIcon service={link.service} />
        {embed.kind === 'link' ? link.text : PAGES_TEXT.matchOpenLink}
        <ExternalIcon size={14} />
      </Group>
    </Anchor>
  );
  return (
    <Stack gap="xs" data-testid="vod-player" data-service={link.service} data-embed={embed.kind}>
      {embed.kind === 'iframe' && (
        <div className={classes.frame}>
          <iframe
            src={embed.src}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      )}
      {embed.kind === 'pdf' && (
        <div className={`${classes.frame} ${classes.document}`}>
          <iframe src={embed.src} title={title} loading="lazy" />
        </div>
      )}
      {embed.kind === 'video' && (
        <div className={classes.frame}>
          <video src={embed.src} controls preload="metadata" title={title}>
            <track kind="captions" />
          </video>
        </div>
      )}
      {embed.kind === 'link' ? <Text>{openLink}</Text> : openLink}
    </Stack>
  );
}
