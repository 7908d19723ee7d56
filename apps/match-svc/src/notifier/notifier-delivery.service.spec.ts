import type { Logger, UnitOfWork } from '@castline/nest-kit';
import type { EntityManager } from 'typeorm';
import { ChatDeliveryError, type ChatAdapter } from './chat-adapter.js';
import { NOTIFIER_MAX_ATTEMPTS, NotifierDeliveryService } from './notifier-delivery.service.js';
import type {
  NotifierJobRow,
  NotifierMessageRow,
  NotifierOp,
  NotifierRepository,
} from './notifier.repository.js';
import type { ChatMessage } from './notifier-types.js';

const MATCH = 'recMatch000000001';
const REPORT = 'recReport00000001';
const MESSAGE: ChatMessage = {
  content: 'hi',
  allowed_mentions: { parse: [], roles: [] },
  components: [],
};

const post = (ref: string, replaces: string | null = null, channelId = '1'): NotifierOp => ({
  kind: 'post',
  ref,
  channelId,
  message: MESSAGE,
  replaces,
  nonce: 'n',
});

/** An in-memory queue and message table behind the repository's methods, and a recording chat. */
function setup(jobs: NotifierOp[], stored: Omit<NotifierMessageRow, 'id'>[] = []) {
  const queue = jobs.map((op, i): NotifierJobRow & { state: string; failed?: unknown } => ({
    id: String(i + 1),
    event_id: 'e1',
    step: i,
    lane: MATCH,
    match: MATCH,
    report: REPORT,
    op,
    attempts: 0,
    state: 'pending',
  }));
  let nextRef = 100;
  const refs: NotifierMessageRow[] = stored.map((r) => ({ ...r, id: String(nextRef++) }));
  const calls: string[] = [];
  const failures: (ChatDeliveryError | null)[] = [];
  const chat: ChatAdapter = {
    createMessage: (channelId) => {
      const failure = failures.shift();
      if (failure) return Promise.reject(failure);
      calls.push(`create ${channelId}`);
      return Promise.resolve({ id: `m${calls.length}`, channel_id: channelId });
    },
    editMessage: (channelId, messageId) => {
      const failure = failures.shift();
      if (failure) return Promise.reject(failure);
      calls.push(`edit ${messageId}`);
      return Promise.resolve({ id: messageId, channel_id: channelId });
    },
    deleteMessage: (_channelId, messageId) => {
      calls.push(`delete ${messageId}`);
      return Promise.resolve();
    },
  };
  const repository = {
    claimNextJob: () => Promise.resolve(queue.find((j) => j.state === 'pending') ?? null),
    finishJob: (_m: EntityManager, id: string) => {
      queue.find((j) => j.id === id)!.state = 'done';
      return Promise.resolve();
    },
    failJob: (_m: EntityManager, id: string, error: string, retry: { delayMs: number } | false) => {
      const job = queue.find((j) => j.id === id)!;
      job.attempts += 1;
      job.failed = { error, retry };
      if (!retry) job.state = 'failed';
      return Promise.resolve();
    },
    lockReportMessages: (_m: EntityManager, report: string, keys: readonly string[]) =>
      Promise.resolve(refs.filter((r) => r.report === report && keys.includes(r.key))),
    lockMatchMessages: (_m: EntityManager, match: string, message: string) =>
      Promise.resolve(refs.filter((r) => r.match === match && r.key.split('@')[0] === message)),
    insertMessage: (_m: EntityManager, row: Omit<NotifierMessageRow, 'id'>) => {
      refs.push({ ...row, id: String(nextRef++) });
      return Promise.resolve();
    },
    rekeyMessage: (_m: EntityManager, id: string, row: { report: string | null; key: string }) => {
      Object.assign(
        refs.find((r) => r.id === id)!,
        row,
      );
      return Promise.resolve();
    },
    deleteMessage: (_m: EntityManager, id: string) => {
      refs.splice(
        refs.findIndex((r) => r.id === id),
        1,
      );
      return Promise.resolve();
    },
  } as unknown as NotifierRepository;
  const manager = { query: () => Promise.resolve([]) } as unknown as EntityManager;
  const unitOfWork = {
    run: (work: (m: EntityManager) => Promise<unknown>) => work(manager),
  } as unknown as UnitOfWork;
  const logs: { level: string; msg: string }[] = [];
  const logger = {
    warn: (_o: unknown, msg: string) => logs.push({ level: 'warn', msg }),
    error: (_o: unknown, msg: string) => logs.push({ level: 'error', msg }),
    info: () => undefined,
  } as unknown as Logger;
  const service = new NotifierDeliveryService(unitOfWork, repository, chat, logger);
  return { service, queue, refs, calls, failures, logs };
}

const ref = (key: string, message_id: string, channel_id = '1') => ({
  match: MATCH,
  report: REPORT,
  key,
  channel_id,
  message_id,
});

describe('NotifierDeliveryService (RULES b.7 delivery)', () => {
  it('posts and keeps the reference under its key', async () => {
    const { service, refs, calls } = setup([post('score-approval-request@opponent')]);
    await service.drain();
    expect(calls).toEqual(['create 1']);
    expect(refs).toMatchObject([{ key: 'score-approval-request@opponent', message_id: 'm1' }]);
  });

  it('removing requests deletes the asks of the report only', async () => {
    const { service, refs, calls } = setup(
      [{ kind: 'remove-requests' }],
      [ref('score-approval-request@opponent', 'a'), ref('score-countered@staff', 'b')],
    );
    await service.drain();
    expect(calls).toEqual(['delete a']);
    expect(refs.map((r) => r.key)).toEqual(['score-countered@staff']);
  });

  it('a message replacing its own kind deletes the old post and posts anew', async () => {
    const { service, refs, calls } = setup(
      [post('match-time-changed@both-teams', 'match-time-changed')],
      [ref('match-time-changed@both-teams', 'old')],
    );
    await service.drain();
    expect(calls).toEqual(['delete old', 'create 1']);
    expect(refs.map((r) => r.message_id)).toEqual(['m2']);
  });

  it('a message replacing another kind in the same channel edits it in place', async () => {
    const { service, refs, calls } = setup(
      [post('reschedule-staff-approval-request@staff', 'reschedule-pre-approval-notice')],
      [ref('reschedule-pre-approval-notice@staff', 'notice')],
    );
    await service.drain();
    expect(calls).toEqual(['edit notice']);
    expect(refs).toMatchObject([
      { key: 'reschedule-staff-approval-request@staff', message_id: 'notice' },
    ]);
  });

  it('a replaced message deleted in the chat meanwhile is posted anew', async () => {
    const { service, refs, calls, failures } = setup(
      [post('reschedule-staff-approval-request@staff', 'reschedule-pre-approval-notice')],
      [ref('reschedule-pre-approval-notice@staff', 'notice')],
    );
    failures.push(new ChatDeliveryError('Unknown Message', false, 404));
    await service.drain();
    expect(calls).toEqual(['create 1']);
    expect(refs).toMatchObject([
      { key: 'reschedule-staff-approval-request@staff', message_id: 'm1' },
    ]);
  });

  it('a 429 is due again after retry_after and logged as a warning', async () => {
    const { service, queue, calls, failures, logs } = setup([post('a@staff'), post('b@staff')]);
    failures.push(new ChatDeliveryError('rate limited', true, 429, 1500));
    expect(await service.runOne()).toBe(true);
    expect(queue[0]).toMatchObject({
      state: 'pending',
      attempts: 1,
      failed: { retry: { delayMs: 1500 } },
    });
    expect(logs).toEqual([
      { level: 'warn', msg: 'a chat notification failed; it will be tried again' },
    ]);
    expect(calls).toEqual([]);
  });

  it('a refused request fails for good with an error line, and the next job goes on', async () => {
    const { service, queue, calls, failures, logs } = setup([
      post('a@staff'),
      post('b@staff', null, '2'),
    ]);
    failures.push(new ChatDeliveryError('Missing Access', false, 403));
    await service.drain();
    expect(queue.map((j) => j.state)).toEqual(['failed', 'done']);
    expect(calls).toEqual(['create 2']);
    expect(logs).toEqual([{ level: 'error', msg: 'a chat notification was given up' }]);
  });

  it(`gives a failing post up after ${NOTIFIER_MAX_ATTEMPTS} attempts`, async () => {
    const { service, queue, failures } = setup([post('a@staff')]);
    queue[0]!.attempts = NOTIFIER_MAX_ATTEMPTS - 1;
    failures.push(new ChatDeliveryError('500', true, 500));
    await service.runOne();
    expect(queue[0]).toMatchObject({ state: 'failed', attempts: NOTIFIER_MAX_ATTEMPTS });
  });
});
