import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import {
  AttachmentReplySchema,
  CodedError,
  isServedImageMimeType,
  isServedImageUrl,
  SERVER_TEXT,
  SUBJECTS,
} from '@castline/contracts';
import { APP_CONFIG, NatsBus } from '@castline/nest-kit';
import type { GatewayConfig } from '../config/gateway-config.js';
import { parseImageSize } from './parse-image-size.js';

export interface ServedImage {
  body: Buffer;
  contentType: string;
}

/**
 * Images at {base}/image.{ext}?id=..&size=.. (public-site §3, §7): the attachment's bytes from match-svc, resized
 * with sharp for raster formats (vector SVG is served as is), cached in memory by id and size.
 */
@Injectable()
export class ImagesService {
  private readonly cache = new Map<string, ServedImage>();
  private cachedBytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(
    private readonly bus: NatsBus,
    @Inject(APP_CONFIG) config: GatewayConfig,
  ) {
    // Keep at most IMAGE_CACHE_ENTRIES resized images and IMAGE_CACHE_MB of them in memory.
    this.maxEntries = config.IMAGE_CACHE_ENTRIES;
    this.maxBytes = config.IMAGE_CACHE_MB * 1024 * 1024;
  }

  /** Images held in memory now (entries, bytes). */
  get cacheSize(): { entries: number; bytes: number } {
    return { entries: this.cache.size, bytes: this.cachedBytes };
  }

  async get(id: unknown, size: unknown): Promise<ServedImage | { redirect: string }> {
    if (typeof id !== 'string' || !/^rec[0-9A-Za-z]{14}$/.test(id)) {
      throw new CodedError('BAD_REQUEST', 'The image id is not valid.');
    }
    const wanted = parseImageSize(size); // off the fixed ladder: 400 before any work
    const key = `${id}:${wanted?.width ?? ''}x${wanted?.height ?? ''}`;
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const reply = AttachmentReplySchema.parse(
      await this.bus.request(SUBJECTS.match.qry('attachment'), { id }),
    );
    if (!reply.content_base64) {
      // Only https: custom URLs are followed (issue 11 item 2); any other is treated as no content.
      if (reply.custom_url && isServedImageUrl(reply.custom_url))
        return { redirect: reply.custom_url };
      throw new CodedError('NOT_FOUND', 'That image has no content.');
    }
    // Stored types outside the allow-list (IMAGE_MIME_TYPES) are never served, whatever their bytes.
    if (!isServedImageMimeType(reply.mime_type)) {
      throw new CodedError('NOT_FOUND', SERVER_TEXT.imageTypeNotServed);
    }
    const original = Buffer.from(reply.content_base64, 'base64');
    let image: ServedImage = { body: original, contentType: reply.mime_type };
    if (wanted && reply.mime_type !== 'image/svg+xml' && reply.mime_type.startsWith('image/')) {
      const body = await sharp(original)
        .resize({ ...wanted, withoutEnlargement: true, fit: 'inside' })
        .toBuffer();
      image = { body, contentType: reply.mime_type };
    }
    this.remember(key, image);
    return image;
  }

  private remember(key: string, image: ServedImage): void {
    this.cache.set(key, image);
    this.cachedBytes += image.body.length;
    while (this.cache.size > this.maxEntries || this.cachedBytes > this.maxBytes) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cachedBytes -= this.cache.get(oldest)?.body.length ?? 0;
      this.cache.delete(oldest);
    }
  }
}
