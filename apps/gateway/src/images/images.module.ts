import { Module } from '@nestjs/common';
import { ImagesController } from './images.controller.js';
import { ImagesService } from './images.service.js';

/** The image route (public-site §3 "Attachment", §7). */
@Module({ controllers: [ImagesController], providers: [ImagesService] })
export class ImagesModule {}
