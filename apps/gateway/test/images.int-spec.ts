import sharp from 'sharp';
import { SERVER_TEXT, SUBJECTS, type AttachmentReply } from '@castline/contracts';
import { answerRequests } from '@castline/nest-kit/testing';
import { call, recId, startTestStack, type TestStack } from './support.js';

const PNG_ID = recId(1);
const HTTPS_ID = recId(2);
const HTTP_ID = recId(3);
const HTML_ID = recId(4);

/** A fake match-svc answering `match.qry.attachment`, counting the requests per id. */
function fakeAttachments(stack: TestStack, attachments: AttachmentReply[]): Map<string, number> {
  const byId = new Map(attachments.map((a) => [a.id, a]));
  const asked = new Map<string, number>();
  answerRequests(stack.bus, SUBJECTS.match.qry('attachment'), (payload) => {
    const { id } = payload as { id: string };
    asked.set(id, (asked.get(id) ?? 0) + 1);
    const found = byId.get(id);
    if (!found) throw new Error('not found');
    return found;
  });
  return asked;
}

describe('GET /image.{ext} (issue 11 item 2: size ladder, https-only custom_url, mime allow-list)', () => {
  let stack: TestStack;
  let asked: Map<string, number>;

  beforeAll(async () => {
    // A cache of two entries, as an operator would set it, so eviction shows after a third size.
    stack = await startTestStack({ IMAGE_CACHE_ENTRIES: '2' });
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    asked = fakeAttachments(stack, [
      {
        id: PNG_ID,
        mime_type: 'image/png',
        fileExtension: 'png',
        custom_url: null,
        content_base64: png.toString('base64'),
      },
      {
        id: HTTPS_ID,
        mime_type: 'image/png',
        fileExtension: 'png',
        custom_url: 'https://cdn.example.org/logo.png',
        content_base64: null,
      },
      {
        id: HTTP_ID,
        mime_type: 'image/png',
        fileExtension: 'png',
        custom_url: 'http://cdn.example.org/logo.png',
        content_base64: null,
      },
      {
        id: HTML_ID,
        mime_type: 'text/html',
        fileExtension: 'html',
        custom_url: null,
        content_base64: Buffer.from('<script>alert(1)</script>').toString('base64'),
      },
    ]);
    await stack.bus.connection.flush();
  });
  afterAll(() => stack.stop());

  const image = (query: string) =>
    fetch(`${stack.gateway.url}/image.png?${query}`, { redirect: 'manual' });

  it('resizes to a rung of the ladder', async () => {
    const res = await image(`id=${PNG_ID}&size=h-50`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.height).toBe(50);
  });

  it('refuses a size off the ladder with 400 before asking for the image', async () => {
    const before = asked.get(PNG_ID) ?? 0;
    const res = await call(stack, 'GET', `/image.png?id=${PNG_ID}&size=h-51`);
    expect(res.status).toBe(400);
    expect(res.text).toContain('h-50');
    expect(asked.get(PNG_ID) ?? 0).toBe(before);
  });

  it('redirects to an https custom_url only', async () => {
    const https = await image(`id=${HTTPS_ID}`);
    expect(https.status).toBe(302);
    expect(https.headers.get('location')).toBe('https://cdn.example.org/logo.png');
    const http = await image(`id=${HTTP_ID}`);
    expect(http.status).toBe(404);
    expect(http.headers.get('location')).toBeNull();
  });

  it('never serves a stored type outside the allow-list', async () => {
    const res = await call(stack, 'GET', `/image.html?id=${HTML_ID}`);
    expect(res.status).toBe(404);
    expect(res.text).toContain(SERVER_TEXT.imageTypeNotServed);
    expect(res.text).not.toContain('<script>');
  });

  it('keeps at most IMAGE_CACHE_ENTRIES resized images, oldest out first', async () => {
    const count = () => asked.get(PNG_ID) ?? 0;
    const start = count();
    for (const size of ['w-50', 'w-100'])
      expect((await image(`id=${PNG_ID}&size=${size}`)).status).toBe(200);
    expect(count()).toBe(start + 2);
    // Both are cached: asking again costs no request.
    await image(`id=${PNG_ID}&size=w-50`);
    await image(`id=${PNG_ID}&size=w-100`);
    expect(count()).toBe(start + 2);
    // A third size pushes out the least recently used (w-50), which must be fetched again.
    await image(`id=${PNG_ID}&size=w-200`);
    await image(`id=${PNG_ID}&size=w-50`);
    expect(count()).toBe(start + 4);
  });
});
