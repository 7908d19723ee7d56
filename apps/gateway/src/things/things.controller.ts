import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { THINGS_PARTIAL_HEADER, type Actor } from '@castline/contracts';
import { ActorResolver } from '../auth/actor-resolver.service.js';
import { readBearerToken } from '../auth/read-bearer-token.js';
import type { GatewayRequest, GatewayResponse } from '../http/http-types.js';
import { ThingsService } from './things.service.js';

/**
 * public-site §7 `POST /things`: records by id; errors answer `{error: true, message}`. With a Bearer token the
 * read is the signed-in user's (crew get their crew-only fields); an unknown token reads as anonymous. A partial
 * answer (an owner did not answer) carries the `castline-partial` header and marks the unread ids. The body is
 * the JSON text the read path assembled from the owners' stored JSON, written as it is (issue 11 item 3).
 */
@Controller()
export class ThingsController {
  constructor(
    private readonly things: ThingsService,
    private readonly actors: ActorResolver,
  ) {}

  @Post('things')
  @HttpCode(200)
  async getThings(
    @Body() body: unknown,
    @Req() req: GatewayRequest,
    @Res({ passthrough: true }) res: GatewayResponse,
  ): Promise<string> {
    const answer = await this.things.getThings(body, await this.viewerOf(req));
    if (answer.partial) res.setHeader(THINGS_PARTIAL_HEADER, '1');
    // A string body goes out as it is (Express's send); the type says it is JSON.
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    return answer.json;
  }

  /** The signed-in reader, or null (no token, an unknown one, or auth-svc away: the read stays anonymous). */
  private async viewerOf(req: GatewayRequest): Promise<Actor | null> {
    const token = readBearerToken(req.headers);
    if (!token) return null;
    try {
      return await this.actors.resolve(token);
    } catch {
      return null;
    }
  }
}
