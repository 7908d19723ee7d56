import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { ActionEnvelope } from '@castline/contracts';
import type { GatewayRequest } from '../http/http-types.js';
import { ActionsService } from './actions.service.js';

/** broadcast §7 `POST /actions/{name}`: answers `{error, errorMessage, code, data}`. */
@Controller()
export class ActionsController {
  constructor(private readonly actions: ActionsService) {}

  @Post('actions/:name')
  @HttpCode(200)
  run(
    @Param('name') name: string,
    @Req() req: GatewayRequest,
    @Body() body: unknown,
  ): Promise<ActionEnvelope> {
    return this.actions.run(name, req.headers, body);
  }
}
