import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  IssueTokenCommandSchema,
  RevokeTokenCommandSchema,
  SUBJECTS,
  VerifyTokenQuerySchema,
  type IssueTokenReply,
  type RevokeTokenReply,
  type VerifyTokenReply,
} from '@castline/contracts';
import { TokensService } from './tokens.service.js';

/** Token subjects over NATS: parse, delegate. Internal callers only (the gateway and, later, the login flow). */
@Controller()
export class TokensController {
  constructor(private readonly tokens: TokensService) {}

  @MessagePattern(SUBJECTS.auth.qry('verify-token'))
  verifyToken(@Payload() payload: unknown): Promise<VerifyTokenReply> {
    const { token } = VerifyTokenQuerySchema.parse(payload);
    return this.tokens.verify(token);
  }

  @MessagePattern(SUBJECTS.auth.cmd('issue-token'))
  issueToken(@Payload() payload: unknown): Promise<IssueTokenReply> {
    const { user_id } = IssueTokenCommandSchema.parse(payload);
    return this.tokens.issue(user_id);
  }

  @MessagePattern(SUBJECTS.auth.cmd('revoke-token'))
  revokeToken(@Payload() payload: unknown): Promise<RevokeTokenReply> {
    const { token } = RevokeTokenCommandSchema.parse(payload);
    return this.tokens.revoke(token);
  }
}
