import { describe, expect, it } from 'vitest';
import { parseStreamLink } from '@castline/domain';
import { getVodEmbed } from './get-vod-embed.js';

describe('VOD embeds (public-site §3 stream link, §7 embedded players)', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      {
        kind: 'iframe',
        provider: 'youtube',
        src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      },
    ],
    [
      'https://youtu.be/dQw4w9WgXcQ?t=90',
      {
        kind: 'iframe',
        provider: 'youtube',
        src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90',
      },
    ],
    [
      'https://www.twitch.tv/videos/2345678901?t=1h2m3s',
      {
        kind: 'iframe',
        provider: 'twitch',
        src: 'https://player.twitch.tv/?video=v2345678901&parent=castline.gg&autoplay=false&time=1h2m3s',
      },
    ],
    [
      'https://www.twitch.tv/castline',
      {
        kind: 'iframe',
        provider: 'twitch',
        src: 'https://player.twitch.tv/?channel=castline&parent=castline.gg&autoplay=false',
      },
    ],
    [
      'https://clips.twitch.tv/FunnyClipSlug',
      {
        kind: 'iframe',
        provider: 'twitch',
        src: 'https://clips.twitch.tv/embed?clip=FunnyClipSlug&parent=castline.gg&autoplay=false',
      },
    ],
    [
      'https://example.com/rules/ruleset.pdf',
      { kind: 'pdf', src: 'https://example.com/rules/ruleset.pdf' },
    ],
    ['https://cdn.example.com/vod.mp4', { kind: 'video', src: 'https://cdn.example.com/vod.mp4' }],
    ['https://example.com/somewhere', { kind: 'link', href: 'https://example.com/somewhere' }],
    [
      'https://www.youtube.com/@castline',
      { kind: 'link', href: 'https://www.youtube.com/@castline' },
    ],
  ])('%s → %j', (url, embed) => {
    const link = parseStreamLink(url);
    expect(link).not.toBeNull();
    expect(getVodEmbed(link!, 'castline.gg')).toEqual(embed);
  });
});
