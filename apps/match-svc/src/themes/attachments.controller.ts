import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { DataSource } from 'typeorm';
import {
  AttachmentQuerySchema,
  CodedError,
  SUBJECTS,
  type AttachmentReply,
} from '@castline/contracts';
import { DATA_SOURCE } from '@castline/nest-kit';
import { AttachmentEntity } from './attachment.entity.js';

/** Serves attachment bytes to the gateway's image route (public-site §3 "Attachment"). */
@Controller()
export class AttachmentsController {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  @MessagePattern(SUBJECTS.match.qry('attachment'))
  async attachment(@Payload() payload: unknown): Promise<AttachmentReply> {
    const { id } = AttachmentQuerySchema.parse(payload);
    const a = await this.dataSource.getRepository(AttachmentEntity).findOne({ where: { id } });
    if (!a) throw new CodedError('NOT_FOUND', 'That image does not exist.');
    return {
      id: a.id,
      mime_type: a.mime_type,
      fileExtension: a.fileExtension,
      custom_url: a.custom_url,
      content_base64: a.content ? a.content.toString('base64') : null,
    };
  }
}
