import compression from 'compression';
import type { Middleware } from './http-types.js';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const JSON_COMPRESSION_THRESHOLD = 1024;

/**
 * Compression of the gateway's own answers (issue 11 item 3): brotli (quality 4, fast enough per request) or gzip
 * by Accept-Encoding for compressible answers of at least JSON_COMPRESSION_THRESHOLD bytes — a 500-id
 * `POST /things` shrinks about tenfold; identity when the client accepts neither. The `compression` middleware
 * skips an answer that already has a Content-Encoding, and the static web app (precompressed files) answers before
 * this runs, so nothing is compressed twice.
 */
export function createJsonCompression(): Middleware {
  return compression({ threshold: JSON_COMPRESSION_THRESHOLD }) as unknown as Middleware;
}
