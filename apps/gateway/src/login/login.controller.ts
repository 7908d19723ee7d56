import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import {
  CodedError,
  type AuthErrorAnswer,
  type DiscordLoginAnswer,
  type ErrorCode,
  type HandoffAnswer,
  type HandoffExchangeAnswer,
  type LogoutAnswer,
  type TokenLoginAnswer,
} from '@castline/contracts';
import type { GatewayRequest, GatewayResponse } from '../http/http-types.js';
import { toAuthErrorAnswer } from '../errors/to-auth-error-answer.js';
import { LoginService } from './login.service.js';
import { STATE_COOKIE } from './login-cookies.js';

/**
 * Refusals the login screen shows ('Authentication error' and the message): answered 200 with
 * `{error: true, message, code, for_a_developer?}`, as the spec's client reads the body. Everything else (bad JSON,
 * rate limit, a service down, our faults) keeps its HTTP status, in the same body shape (exception filter).
 */
export const LOGIN_REFUSALS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
]);

async function answerRefusals<T>(work: () => Promise<T>): Promise<T | AuthErrorAnswer> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CodedError && LOGIN_REFUSALS.has(error.code))
      return toAuthErrorAnswer(error.code, error.message, error.details);
    throw error;
  }
}

/** public-site §2 "Login flow" and §7 `{data server}/auth/…`. */
@Controller('auth')
export class LoginController {
  constructor(private readonly login: LoginService) {}

  /** GET /auth/discord/redirect?return=<url> → 302 to Discord's authorize page. */
  @Get('discord/redirect')
  async redirect(
    @Query('return') returnParam: unknown,
    @Res() res: GatewayResponse,
  ): Promise<void> {
    const { location, cookies } = await this.login.startDiscordLogin(returnParam);
    res.setHeader('set-cookie', cookies);
    res.setHeader('cache-control', 'no-store');
    res.setHeader('location', location);
    res.statusCode = 302;
    res.end();
  }

  /** POST /auth/discord-login {code, state} → {token, expires_at, user, return_to} or a refusal. */
  @Post('discord-login')
  @HttpCode(200)
  discordLogin(
    @Body() body: unknown,
    @Req() req: GatewayRequest,
    @Res({ passthrough: true }) res: GatewayResponse,
  ): Promise<DiscordLoginAnswer | AuthErrorAnswer> {
    // The state is single use: whatever happens now, the login cookies go.
    if (req.headers.cookie?.includes(`${STATE_COOKIE}=`))
      res.setHeader('set-cookie', this.login.clearLoginCookies());
    res.setHeader('cache-control', 'no-store');
    return answerRefusals(() => this.login.discordLogin(body, req.headers.cookie));
  }

  /** POST /auth/login {token} → {user} or a refusal ('Unknown token', 'Empty authentication request'). */
  @Post('login')
  @HttpCode(200)
  tokenLogin(
    @Body() body: unknown,
    @Res({ passthrough: true }) res: GatewayResponse,
  ): Promise<TokenLoginAnswer | AuthErrorAnswer> {
    res.setHeader('cache-control', 'no-store');
    return answerRefusals(() => this.login.tokenLogin(body));
  }

  /**
   * POST /auth/handoff {return} (Bearer) → {url}: a single-use sign-in code for a mini-site of an existing event.
   * Refusals keep their status (400 not a served host, 401 unknown token), in the auth shape.
   */
  @Post('handoff')
  @HttpCode(200)
  handoff(
    @Body() body: unknown,
    @Req() req: GatewayRequest,
    @Res({ passthrough: true }) res: GatewayResponse,
  ): Promise<HandoffAnswer> {
    res.setHeader('cache-control', 'no-store');
    return this.login.handoff(body, req.headers);
  }

  /** POST /auth/handoff/exchange {code} → {token, expires_at, user, return_to}; a refused code is 401. */
  @Post('handoff/exchange')
  @HttpCode(200)
  exchangeHandoff(
    @Body() body: unknown,
    @Req() req: GatewayRequest,
    @Res({ passthrough: true }) res: GatewayResponse,
  ): Promise<HandoffExchangeAnswer> {
    res.setHeader('cache-control', 'no-store');
    return this.login.exchangeHandoff(body, req.headers);
  }

  /** POST /auth/logout {token} → {ok: true, revoked}. */
  @Post('logout')
  @HttpCode(200)
  logout(
    @Body() body: unknown,
    @Req() req: GatewayRequest,
  ): Promise<LogoutAnswer | AuthErrorAnswer> {
    return answerRefusals(() => this.login.logout(body, req.headers));
  }
}
