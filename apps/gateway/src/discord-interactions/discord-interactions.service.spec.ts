import { CodedError, SUBJECTS, type Actor } from '@castline/contracts';
import { formatChatButtonId } from '@castline/domain';
import type { Logger, NatsBus } from '@castline/nest-kit';
import type { GatewayConfig } from '../config/gateway-config.js';
import { DiscordInteractionsService, INTERACTION_TEXT } from './discord-interactions.service.js';

const REPORT = 'recReport00000001';
const MATCH = 'recMatch000000001';
const PRESSER = '300000000000000001';
const ACTOR: Actor = {
  kind: 'player',
  player_id: 'recPlayer00000001',
  name: 'Cap',
  website_settings: [],
};
const SUMMARY = {
  report: REPORT,
  match: MATCH,
  type: 'reschedule',
  open: true,
  summary: 'the summary',
};

function setup(answers: Record<string, (payload: unknown) => unknown>) {
  const requests: { subject: string; payload: unknown }[] = [];
  const bus = {
    request: async (subject: string, payload: unknown) => {
      requests.push({ subject, payload });
      await Promise.resolve();
      return answers[subject]?.(payload);
    },
  } as unknown as NatsBus;
  const logger = { info: () => undefined, warn: () => undefined } as unknown as Logger;
  const service = new DiscordInteractionsService(
    bus,
    { DISCORD_APPLICATION_PUBLIC_KEY: undefined } as GatewayConfig,
    logger,
  );
  return { service, requests };
}

const press = (action: Parameters<typeof formatChatButtonId>[0]['action']) => ({
  id: '900000000000000001',
  type: 3,
  data: { custom_id: formatChatButtonId({ report: REPORT, action }), component_type: 2 },
  member: { user: { id: PRESSER, username: 'cap' } },
});

const content = (answer: unknown) => (answer as { data: { content: string; flags: number } }).data;

const found = {
  [SUBJECTS.auth.qry('actor-by-discord')]: () => ({ actor: ACTOR }),
  [SUBJECTS.match.qry('report-chat-summary')]: () => SUMMARY,
};

describe('DiscordInteractionsService (RULES b.7 buttons)', () => {
  it('answers PING with PONG', async () => {
    await expect(setup({}).service.handle({ id: '1', type: 1 })).resolves.toEqual({ type: 1 });
  });

  it('without an application key the route is not there', () => {
    expect(() => setup({}).service.verify('00', '1', Buffer.from('{}'))).toThrow(CodedError);
  });

  it.each([
    [
      'approve',
      SUBJECTS.match.cmd('approve-match-reschedule'),
      { matchID: MATCH, action: 'approve' },
      INTERACTION_TEXT.approved,
    ],
    [
      'deny',
      SUBJECTS.match.cmd('approve-match-reschedule'),
      { matchID: MATCH, action: 'deny' },
      INTERACTION_TEXT.denied,
    ],
    [
      'staff-approve',
      SUBJECTS.match.cmd('staff-approve-match-reschedule'),
      { matchID: MATCH, action: 'approve' },
      INTERACTION_TEXT.approved,
    ],
    [
      'staff-deny',
      SUBJECTS.match.cmd('staff-approve-match-reschedule'),
      { matchID: MATCH, action: 'deny' },
      INTERACTION_TEXT.denied,
    ],
  ] as const)(
    '%s runs %s as the presser, answered privately',
    async (action, subject, body, text) => {
      const { service, requests } = setup({ ...found, [subject]: () => ({ ok: true }) });
      const answer = await service.handle(press(action));
      expect(content(answer)).toEqual({
        content: text,
        flags: 64,
        allowed_mentions: { parse: [] },
      });
      expect(requests.map((r) => r.subject)).toEqual([
        SUBJECTS.auth.qry('actor-by-discord'),
        SUBJECTS.match.qry('report-chat-summary'),
        subject,
      ]);
      expect(requests[0]!.payload).toEqual({ discord_id: PRESSER });
      expect(requests[2]!.payload).toEqual({
        actor: ACTOR,
        body,
        idempotency_key: 'discord-interaction:900000000000000001',
      });
    },
  );

  it("the action's refusal is the presser's answer", async () => {
    const { service } = setup({
      ...found,
      [SUBJECTS.match.cmd('approve-match-reschedule')]: () => {
        throw new CodedError('FORBIDDEN', 'Only the opposing team can do this');
      },
    });
    expect(content(await service.handle(press('approve'))).content).toBe(
      'Only the opposing team can do this',
    );
  });

  it('details answers the summary and runs nothing', async () => {
    const { service, requests } = setup(found);
    expect(content(await service.handle(press('details'))).content).toBe('the summary');
    expect(requests).toHaveLength(2);
  });

  it('a closed request runs nothing', async () => {
    const { service, requests } = setup({
      ...found,
      [SUBJECTS.match.qry('report-chat-summary')]: () => ({ ...SUMMARY, open: false }),
    });
    expect(content(await service.handle(press('approve'))).content).toContain(
      INTERACTION_TEXT.closedRequest,
    );
    expect(requests).toHaveLength(2);
  });

  it('an unknown Discord account is told to sign in once', async () => {
    const { service, requests } = setup({
      [SUBJECTS.auth.qry('actor-by-discord')]: () => {
        throw new CodedError('NOT_FOUND', 'Unknown user');
      },
    });
    expect(content(await service.handle(press('approve'))).content).toBe(
      INTERACTION_TEXT.unknownPlayer,
    );
    expect(requests).toHaveLength(1);
  });

  it('a button that is not ours runs nothing', async () => {
    const { service, requests } = setup(found);
    const answer = await service.handle({
      ...press('approve'),
      data: { custom_id: 'other:thing' },
    });
    expect(content(answer).content).toBe(INTERACTION_TEXT.unknownButton);
    expect(requests).toHaveLength(0);
  });

  it('a body that is not an interaction is a 400', async () => {
    await expect(setup({}).service.handle({ nope: true })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
