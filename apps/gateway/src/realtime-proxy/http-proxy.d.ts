// Minimal typings for http-proxy 1.18 (no @types package is installed): only what the gateway uses.
declare module 'http-proxy' {
  import type { Agent, ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
  import type { Duplex } from 'node:stream';

  namespace httpProxy {
    interface ServerOptions {
      target?: string;
      ws?: boolean;
      xfwd?: boolean;
      changeOrigin?: boolean;
      proxyTimeout?: number;
      timeout?: number;
      agent?: Agent;
    }
    type ErrorCallback = (
      error: Error,
      req: IncomingMessage,
      target: ServerResponse | Duplex,
    ) => void;
    interface ProxyServer {
      web(
        req: IncomingMessage,
        res: ServerResponse,
        options: ServerOptions,
        callback: ErrorCallback,
      ): void;
      ws(
        req: IncomingMessage,
        socket: Duplex,
        head: Buffer,
        options: ServerOptions,
        callback: ErrorCallback,
      ): void;
      on(event: 'error', listener: ErrorCallback): this;
      on(event: 'open', listener: (proxySocket: Duplex) => void): this;
      on(
        event: 'proxyReqWs',
        listener: (proxyReq: ClientRequest, req: IncomingMessage, socket: Duplex) => void,
      ): this;
      close(callback?: () => void): void;
    }
    function createProxyServer(options?: ServerOptions): ProxyServer;
  }
  export = httpProxy;
}
