import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import expressStaticGzip from 'express-static-gzip';
import { AUTH_PATHS } from '@castline/contracts';
import type { ServerResponse } from 'node:http';
import type { Middleware } from '../http/http-types.js';

/** Paths owned by the API; a GET there never falls back to the web app. */
const API_PREFIXES = [
  '/things',
  '/actions',
  '/auth',
  '/socket.io',
  '/health',
  '/config.json',
  '/time',
];
/** Screens of the web app under an API prefix: Discord sends the browser back to this one (public-site §2). */
const WEB_PATHS_UNDER_API: ReadonlySet<string> = new Set([AUTH_PATHS.discordReturn]);

/**
 * ARCHITECTURE §1 "static web build in production": any GET outside the API (/things, /actions, /auth,
 * /socket.io, /health, /config.json, /time, /image.*) belongs to the single-page app, and so does /auth/discord/return.
 */
export function isWebPath(path: string): boolean {
  if (WEB_PATHS_UNDER_API.has(path)) return true;
  if (path.startsWith('/image.')) return false;
  return !API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** OVERLAYS §2 "Addresses": /broadcast/{code}/… and /client/{key}/… open the overlay document. */
export function isOverlayPath(path: string): boolean {
  return /^\/(?:broadcast|client)\/[^/]+/.test(path);
}

export const LONG_CACHE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/**
 * Serves the built web app from `distDir` (issue 11 item 3) with express-static-gzip: the `.br` or `.gz` twin the
 * build wrote beside a file when the client accepts it (brotli first; `Content-Encoding`, the original
 * `Content-Type`, `Vary: Accept-Encoding`), hashed /assets/* with a year-long immutable cache, every other file
 * with no-cache. Unknown web paths get the SPA document: overlay.html under /broadcast/* and /client/* (Preact,
 * no UI kit), index.html elsewhere. A missing asset is a 404, never a document. These answers are complete when
 * they leave here, so the JSON compression registered after this never sees them.
 */
export function createStaticWeb(distDir: string): Middleware {
  const root = resolve(distDir);
  const assets = join(root, 'assets') + sep;
  const hasOverlayDocument = existsSync(join(root, 'overlay.html'));
  const serve = expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res: ServerResponse, file: string) => {
        res.setHeader('Cache-Control', file.startsWith(assets) ? LONG_CACHE : NO_CACHE);
      },
    },
  }) as Middleware;
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isWebPath(req.path)) {
      next();
      return;
    }
    serve(req, res, (error) => {
      if (error || req.path.startsWith('/assets/')) {
        next(error);
        return;
      }
      const original = req.url;
      req.url = hasOverlayDocument && isOverlayPath(req.path) ? '/overlay.html' : '/index.html';
      serve(req, res, (fallbackError) => {
        req.url = original;
        next(fallbackError);
      });
    });
  };
}
