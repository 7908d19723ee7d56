import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { GatewayResponse } from '../http/http-types.js';
import { ImagesService } from './images.service.js';

/** GET /image.{ext}?id=..&size=.. — errors go through the global filter (404/400 envelopes). */
@Controller()
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Get('image.:ext')
  async image(
    @Param('ext') _ext: string,
    @Query('id') id: unknown,
    @Query('size') size: unknown,
    @Res() res: GatewayResponse,
  ): Promise<void> {
    const image = await this.images.get(id, size);
    if ('redirect' in image) {
      res.statusCode = 302;
      res.setHeader('location', image.redirect);
      res.end();
      return;
    }
    res.setHeader('content-type', image.contentType);
    res.setHeader('cache-control', 'public, max-age=86400');
    res.setHeader('x-content-type-options', 'nosniff');
    if (image.contentType === 'image/svg+xml')
      res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    res.end(image.body);
  }
}
