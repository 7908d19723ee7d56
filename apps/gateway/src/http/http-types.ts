import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The parts of Express's request and response the gateway uses (Express 5 ships no types and none are
 * installed). Everything here is plain Express API.
 */
export interface GatewayRequest extends IncomingMessage {
  /** Path without the query string. */
  path: string;
  originalUrl: string;
  params: Record<string, string | undefined>;
  /** Parsed JSON body (absent before the body parser ran). */
  body?: unknown;
  /** Set by the request-context middleware. */
  requestId?: string;
}

export interface SendFileOptions {
  headers?: Record<string, string>;
  dotfiles?: 'allow' | 'deny' | 'ignore';
  lastModified?: boolean;
  etag?: boolean;
  cacheControl?: boolean;
}

export interface GatewayResponse extends ServerResponse {
  status(code: number): GatewayResponse;
  json(body: unknown): GatewayResponse;
  sendFile(path: string, options: SendFileOptions, callback: (error?: Error) => void): void;
}

export type NextFunction = (error?: unknown) => void;
export type Middleware = (req: GatewayRequest, res: GatewayResponse, next: NextFunction) => void;

/**
 * The client's address as the gateway sees it (IPv4-mapped IPv6 shortened to IPv4): Express's `req.ip`, which
 * follows X-Forwarded-For only through the proxies TRUST_PROXY trusts, else the socket's address.
 */
export function getClientIp(req: IncomingMessage): string {
  const address = (req as { ip?: string }).ip ?? req.socket.remoteAddress ?? 'unknown';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
