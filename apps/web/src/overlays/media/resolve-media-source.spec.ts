import { describe, expect, it } from 'vitest';
import { pickVideoAttachment, resolveMediaSource, toVideoSource } from './resolve-media-source.js';

const fileUrl = (a: { id: string; fileExtension: string }) =>
  `/image.${a.fileExtension}?id=${a.id}`;

describe('toVideoSource', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=rumbleRank01',
      'https://www.youtube-nocookie.com/embed/rumbleRank01?autoplay=1&mute=1&controls=0&rel=0&playsinline=1&modestbranding=1',
    ],
    [
      'https://youtu.be/abc_DEF-1',
      'https://www.youtube-nocookie.com/embed/abc_DEF-1?autoplay=1&mute=1',
    ],
    ['https://m.youtube.com/shorts/xyz', 'https://www.youtube-nocookie.com/embed/xyz?'],
    ['https://www.youtube.com/embed/xyz?start=3', 'https://www.youtube-nocookie.com/embed/xyz?'],
    [
      'https://www.twitch.tv/videos/123456',
      'https://player.twitch.tv/?video=123456&parent=castline.test',
    ],
    [
      'https://clips.twitch.tv/FunnyClip',
      'https://clips.twitch.tv/embed?clip=FunnyClip&parent=castline.test',
    ],
    [
      'https://www.twitch.tv/castline/clip/FunnyClip',
      'https://clips.twitch.tv/embed?clip=FunnyClip',
    ],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?autoplay=1&muted=1'],
    ['https://cdn.example.com/clips/goal.mp4', 'https://cdn.example.com/clips/goal.mp4'],
    ['http://cdn.example.com/a.WEBM', 'http://cdn.example.com/a.WEBM'],
  ])('%s plays as %s…', (value, prefix) => {
    expect(toVideoSource(value, false, 'castline.test')?.url.startsWith(prefix)).toBe(true);
  });

  it.each([
    [null],
    [''],
    ['not a url'],
    ['javascript:alert(1)'],
    ['https://www.youtube.com/channel/abc'],
    ['https://www.youtube.com/watch?v=<script>'],
    ['https://www.twitch.tv/castline'],
    ['https://example.com/page.html'],
    ['https://user:pw@cdn.example.com/a.mp4'],
    ['ftp://cdn.example.com/a.mp4'],
  ])('%s is not playable', (value) => {
    expect(toVideoSource(value, false, 'castline.test')).toBeNull();
  });

  it.each([
    [true, 'mute=0'],
    [false, 'mute=1'],
  ])('with sound %s asks YouTube for %s', (withSound, part) => {
    expect(toVideoSource('https://youtu.be/abc', withSound, 'h')?.url).toContain(part);
  });

  it('names the site of an embed and the kind of a file', () => {
    expect(toVideoSource('https://youtu.be/abc', true, 'h')).toMatchObject({
      kind: 'embed',
      site: 'youtube',
    });
    expect(toVideoSource('https://x.test/a.mp4', true, 'h')).toMatchObject({ kind: 'video' });
  });
});

describe('pickVideoAttachment', () => {
  it.each([
    ['none', [], null],
    ['images only', [{ id: 'a', mime_type: 'image/png', fileExtension: 'png' }], null],
    ['a missing one', [null], null],
    [
      'the first video',
      [
        { id: 'a', mime_type: 'image/png', fileExtension: 'png' },
        { id: 'b', mime_type: 'video/mp4', fileExtension: 'mp4' },
        { id: 'c', mime_type: 'video/webm', fileExtension: 'webm' },
      ],
      '/image.mp4?id=b',
    ],
    [
      'its custom url',
      [
        {
          id: 'b',
          mime_type: 'Video/MP4',
          fileExtension: 'mp4',
          custom_url: 'https://cdn.test/v.mp4',
        },
      ],
      'https://cdn.test/v.mp4',
    ],
  ] as const)('%s', (_name, attachments, url) => {
    expect(pickVideoAttachment(attachments, fileUrl)?.url ?? null).toBe(url);
  });
});

describe('resolveMediaSource', () => {
  const options = { withSound: false, parentHost: 'h', fileUrl };
  const video = { id: 'v', mime_type: 'video/mp4', fileExtension: 'mp4' };
  it.each([
    ['video_url first', { video_url: 'https://x.test/a.mp4' }, [video], 'https://x.test/a.mp4'],
    [
      'attachment when video_url is not playable',
      { video_url: 'https://x.test/' },
      [video],
      '/image.mp4?id=v',
    ],
    ['attachment without video_url', { video_url: null }, [video], '/image.mp4?id=v'],
    ['nothing', { video_url: null }, [], null],
  ] as const)('%s', (_name, news, attachments, url) => {
    expect(resolveMediaSource(news, attachments, options)?.url ?? null).toBe(url);
  });
});
