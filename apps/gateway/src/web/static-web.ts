import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { AUTH_PATHS } from '@castline/contracts';
import type { GatewayResponse, Middleware, SendFileOptions } from '../http/http-types.js';

/** Paths owned by the API; a GET there never falls back to the web app. */
const API_PREFIXES = ['/things', '/actions', '/auth', '/socket.io', '/health'];
/** Screens of the web app under an API prefix: Discord sends the browser back to this one (public-site §2). */
const WEB_PATHS_UNDER_API: ReadonlySet<string> = new Set([AUTH_PATHS.discordReturn]);

/**
 * ARCHITECTURE §1 "static web build in production": any GET outside the API (/things, /actions, /auth,
 * /socket.io, /health, /image.*) belongs to the single-page app, and so does /auth/discord/return.
 */
export function isWebPath(path: string): boolean {
  if (WEB_PATHS_UNDER_API.has(path)) return true;
  if (path.startsWith('/image.')) return false;
  return !API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

function send(
  res: GatewayResponse,
  file: string,
  cacheControl: string,
  next: (error?: unknown) => void,
): void {
  const options: SendFileOptions = {
    headers: { 'Cache-Control': cacheControl },
    cacheControl: false,
    dotfiles: 'deny',
  };
  res.sendFile(file, options, (error) => {
    if (error && !res.headersSent) next(error);
  });
}

/**
 * Serves the built web app from `distDir`: hashed /assets/* with a year-long immutable cache, every other
 * file and index.html with no-cache, and the SPA fallback (index.html) for unknown web paths. A missing
 * asset is a 404, never index.html.
 */
export function createStaticWeb(distDir: string): Middleware {
  const root = resolve(distDir);
  const index = resolve(root, 'index.html');
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isWebPath(req.path)) {
      next();
      return;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      next();
      return;
    }
    const file = resolve(root, `.${decoded}`);
    const inside = file === root || file.startsWith(root + sep);
    const isAsset = req.path.startsWith('/assets/');
    void (async () => {
      const isFile =
        inside &&
        file !== root &&
        (await stat(file).then(
          (s) => s.isFile(),
          () => false,
        ));
      if (isFile) send(res, file, isAsset ? LONG_CACHE : NO_CACHE, next);
      else if (isAsset) next();
      else send(res, index, NO_CACHE, next);
    })();
  };
}
