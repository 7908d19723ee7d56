import { Controller } from '@nestjs/common';
import {
  IssueTokenCommandSchema,
  RevokeTokenCommandSchema,
  SUBJECTS,
  VerifyTokenQuerySchema,
  type IssueTokenReply,
  type RevokeTokenReply,
  type VerifyTokenReply,
} from '@castline/contracts';
import { NatsRequest } from '@castline/nest-kit';
import { TokensService } from './tokens.service.js';

/** Token subjects over NATS: parse, delegate. Internal callers only (the gateway and, later, the login flow). */
@Controller()
export class TokensController {
  constructor(private readonly tokens: TokensService) {}

  @NatsRequest(SUBJECTS.auth.qry('verify-token'))
  verifyToken(payload: unknown): Promise<VerifyTokenReply> {
    const { token } = VerifyTokenQuerySchema.parse(payload);
    return this.tokens.verify(token);
  }

  @NatsRequest(SUBJECTS.auth.cmd('issue-token'))
  issueToken(payload: unknown): Promise<IssueTokenReply> {
    const { user_id } = IssueTokenCommandSchema.parse(payload);
    return this.tokens.issue(user_id);
  }

  @NatsRequest(SUBJECTS.auth.cmd('revoke-token'))
  revokeToken(payload: unknown): Promise<RevokeTokenReply> {
    const { token } = RevokeTokenCommandSchema.parse(payload);
    return this.tokens.revoke(token);
  }
}
