import { describe, expect, it } from 'vitest';
import { pickBackgroundId, toBackgroundMedia } from './pick-background.js';

const fileUrl = ({ id, fileExtension }: { id: string; fileExtension: string }) =>
  `/image.${fileExtension}?id=${id}`;

describe('background overlay (OVERLAYS §1 background, §2 background option)', () => {
  it.each([
    [['recA', 'recB'], null, 'recA'],
    [['recA', 'recB'], 1, 'recA'],
    [['recA', 'recB'], 2, 'recB'],
    [['recA', 'recB'], 3, null],
    [[], null, null],
    [null, 1, null],
  ])('backgrounds %j, option %s → %s', (list, index, expected) => {
    expect(pickBackgroundId(list, index)).toBe(expected);
  });

  it.each([
    [
      { id: 'recA', mime_type: 'image/png', fileExtension: 'png' },
      { kind: 'image', url: '/image.png?id=recA' },
    ],
    [
      { id: 'recA', mime_type: 'video/mp4', fileExtension: 'mp4' },
      { kind: 'video', url: '/image.mp4?id=recA' },
    ],
    [
      { id: 'recA', mime_type: 'video/webm', custom_url: 'https://cdn.example/bg.webm' },
      { kind: 'video', url: 'https://cdn.example/bg.webm' },
    ],
    [
      { id: 'recA', mime_type: 'image/jpeg', fileExtension: 'jpg', custom_url: 'javascript:x' },
      { kind: 'image', url: '/image.jpg?id=recA' },
    ],
    [{ id: 'recA', mime_type: 'application/pdf', fileExtension: 'pdf' }, null],
    [{ id: 'recA' }, null],
  ])('%j → %j', (attachment, expected) => {
    expect(toBackgroundMedia(attachment, fileUrl)).toEqual(expected);
  });
});
