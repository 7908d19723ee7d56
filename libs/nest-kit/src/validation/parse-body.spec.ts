import { z } from 'zod';
import { CodedError } from '@castline/contracts';
import { parseBody } from './parse-body.js';

const Schema = z.strictObject({ title: z.string().optional() });

describe('parseBody', () => {
  it('returns the parsed body', () => {
    expect(parseBody(Schema, { title: 'x' })).toEqual({ title: 'x' });
  });

  it.each([
    [{ title: 1 }, 'title: '],
    [{ colour: 'red' }, 'Unknown field "colour"'],
  ])('turns %j into a BAD_REQUEST naming %s', (body, text) => {
    let error: unknown;
    try {
      parseBody(Schema, body);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CodedError);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining(text) });
  });
});
