import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { Thing } from '@castline/contracts';
import { ThingsService } from './things.service.js';

/** public-site §7 `POST /things`: records by id; errors answer `{error: true, message}`. */
@Controller()
export class ThingsController {
  constructor(private readonly things: ThingsService) {}

  @Post('things')
  @HttpCode(200)
  getThings(@Body() body: unknown): Promise<Thing[]> {
    return this.things.getThings(body);
  }
}
