import { CodedError } from '@castline/contracts';
import {
  SET_ACTIVE_BROADCAST_TEXT,
  pickClient,
  planActiveBroadcast,
} from './plan-active-broadcast.js';

const ME = 'recPLAYERME000000';
const OTHER = 'recPLAYEROTHER000';
const [C1, C2, C3] = ['recCLIENT10000000', 'recCLIENT20000000', 'recCLIENT30000000'];
const [MAIN, SECOND, THIRD] = ['recBROADCASTMAIN0', 'recBROADCASTSECON', 'recBROADCASTTHIRD'];
const client = (id: string, staff: string[], broadcast: string[] = [MAIN]) => ({
  id,
  staff,
  broadcast,
});

describe('pickClient (RULES (0) "Client owner")', () => {
  const clients = [client(C1, [OTHER]), client(C2, [ME]), client(C3, [ME, OTHER])];
  it.each<[string, string, string | null]>([
    ["'self' is the first client the actor owns", 'self', C2],
    ['an owned client by id', C3, C3],
    ['a client the actor does not own', C1, null],
    ['an unknown client id', 'recNOSUCHCLIENT00', null],
  ])('%s', (_name, requested, expected) => {
    expect(pickClient(ME, clients, requested)?.id ?? null).toBe(expected);
  });

  it("answers null for 'self' when the actor owns no client", () => {
    expect(pickClient(ME, [client(C1, [OTHER])], 'self')).toBeNull();
    expect(pickClient(ME, [], 'self')).toBeNull();
  });
});

describe('planActiveBroadcast (RULES (a) set-active-broadcast)', () => {
  it.each<[string, string[], string, string[]]>([
    ['moves the second broadcast first', [MAIN, SECOND], SECOND, [SECOND, MAIN]],
    [
      'moves the last of three first, the others keeping their order',
      [MAIN, SECOND, THIRD],
      THIRD,
      [THIRD, MAIN, SECOND],
    ],
  ])('%s', (_name, broadcasts, chosen, expected) => {
    const plan = planActiveBroadcast(client(C1, [ME], broadcasts), chosen);
    expect(plan.changes).toEqual({ broadcast: expected });
    expect(plan.result).toEqual({ client: C1, broadcast: expected, changed: true });
  });

  it('plans no change when the broadcast is already active', () => {
    const plan = planActiveBroadcast(client(C1, [ME], [MAIN, SECOND]), MAIN);
    expect(plan.changes).toEqual({});
    expect(plan.result).toEqual({ client: C1, broadcast: [MAIN, SECOND], changed: false });
  });

  it('refuses a broadcast that is not linked to the client with a 400 naming broadcast', () => {
    let error: unknown;
    try {
      planActiveBroadcast(client(C1, [ME], [MAIN]), SECOND);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CodedError);
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      message: SET_ACTIVE_BROADCAST_TEXT.notLinked,
    });
  });
});
