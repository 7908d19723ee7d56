import { vi } from 'vitest';

/** One request the fake fetch received. */
export interface FakeRequest {
  readonly url: string;
  readonly init: RequestInit;
  readonly body: unknown;
}

export type FakeAnswer = (request: FakeRequest) => unknown;

/**
 * A fake fetch for unit tests. By default it answers POST /things from a record table (unknown ids → {__id});
 * `answer` replaces that, and can throw to simulate a connection failure.
 */
export function createFakeFetch(
  records: Record<string, Record<string, unknown>> = {},
  answer?: FakeAnswer,
) {
  const requests: FakeRequest[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit): Promise<Response> => {
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    const request = { url, init, body };
    requests.push(request);
    const result = answer
      ? answer(request)
      : ((body as { ids?: string }).ids ?? '')
          .split(',')
          .filter(Boolean)
          .map((id) => (records[id] ? { ...records[id], __id: id } : { __id: id }));
    return fakeResponse(result);
  });
  return {
    fetch,
    requests,
    idsOf: (i: number) =>
      ((requests[i]?.body as { ids?: string } | undefined)?.ids ?? '').split(',').filter(Boolean),
  };
}

/** Lets pending promise callbacks (fetch answers) run under fake timers. */
export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** A minimal Response whose json() resolves in a microtask (works under fake timers). */
export function fakeResponse(body: unknown, status = 200, statusText = 'OK'): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    json: async () => {
      if (body instanceof Error) throw body;
      return JSON.parse(JSON.stringify(body)) as unknown;
    },
  } as Response;
}
