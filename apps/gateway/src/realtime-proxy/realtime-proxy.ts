import { Agent, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import httpProxy from 'http-proxy';
import { errorEnvelope } from '@castline/contracts';
import type { Logger } from '@castline/nest-kit';
import { getClientIp, type Middleware } from '../http/http-types.js';
import { GATEWAY_TEXT } from '../errors/gateway-text.js';
import { pickUpstream } from './pick-upstream.js';

export const REALTIME_PATH = '/socket.io';

/** Whether a request URL belongs to Socket.IO (HTTP long-polling or websocket upgrade). */
export function isRealtimePath(url: string): boolean {
  return (
    url === REALTIME_PATH ||
    url.startsWith(`${REALTIME_PATH}/`) ||
    url.startsWith(`${REALTIME_PATH}?`)
  );
}

export interface RealtimeProxy {
  /** Express middleware: proxies /socket.io HTTP requests, passes everything else on. */
  middleware: Middleware;
  /** The HTTP server's 'upgrade' listener: proxies /socket.io websockets, refuses other upgrades. */
  handleUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  /** Closes every proxied websocket. */
  close: () => void;
}

const CONNECT_FAILURES = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EAI_AGAIN',
]);

/**
 * ARCHITECTURE §5: Socket.IO (websocket and polling) through the one public origin to a realtime replica,
 * sticky by client address so polling stays on one replica. Origin and Host are passed unchanged (realtime
 * checks Origin), X-Forwarded-For is added. A dead upstream answers 502 and never crashes the gateway.
 */
export function createRealtimeProxy(options: {
  upstreams: readonly string[];
  logger: Logger;
}): RealtimeProxy {
  const { upstreams, logger } = options;
  // Our own agent, so stop() can drop the kept-alive upstream connections.
  const agent = new Agent({ keepAlive: true });
  const proxy = httpProxy.createProxyServer({ ws: true, xfwd: true, changeOrigin: false, agent });
  proxy.on('error', (error) => logger.warn({ err: error.message }, 'realtime proxy error'));
  const sockets = new Set<Duplex>();
  // http-proxy pipes the two sockets of a websocket but only ends one when the other *ends*: a client socket
  // destroyed here (on stop, or after a socket error) would leave the upstream open until the replica's ping
  // timeout. Tie their lifetimes together both ways.
  proxy.on('proxyReqWs', (proxyReq, _req, socket) => {
    proxyReq.once('upgrade', (_res: IncomingMessage, upstream: Duplex) => {
      sockets.add(upstream);
      upstream.once('close', () => {
        sockets.delete(upstream);
        socket.destroy();
      });
      socket.once('close', () => upstream.destroy());
    });
  });

  const middleware: Middleware = (req, res, next) => {
    if (!isRealtimePath(req.url ?? '')) {
      next();
      return;
    }
    const target = pickUpstream(getClientIp(req), upstreams);
    proxy.web(req, res, { target }, (error) => {
      logger.warn({ target, err: error.message }, 'realtime upstream did not answer');
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.status(502).json(errorEnvelope('UNAVAILABLE', GATEWAY_TEXT.realtimeUnavailable));
    });
  };

  const handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', () => socket.destroy());
    if (!isRealtimePath(req.url ?? '')) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    const target = pickUpstream(getClientIp(req), upstreams);
    proxy.ws(req, socket, head, { target }, (error) => {
      logger.warn({ target, err: error.message }, 'realtime websocket upstream failed');
      const code = (error as NodeJS.ErrnoException).code;
      if (code && CONNECT_FAILURES.has(code) && socket.writable) {
        socket.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      } else {
        socket.destroy();
      }
    });
  };

  const close = (): void => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    agent.destroy();
    proxy.close();
  };

  return { middleware, handleUpgrade, close };
}
