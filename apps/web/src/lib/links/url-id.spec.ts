import { describe, expect, it } from 'vitest';
import { fromUrlId, toUrlId } from './url-id.js';

describe('record ids in URLs (public-site §3 "Record ids")', () => {
  it.each([
    ['recAbCdEfGhIjKlMn', 'AbCdEfGhIjKlMn'],
    ['special:upcoming-matches', 'special:upcoming-matches'],
    ['rec123', 'rec123'],
    ['xyzAbCdEfGhIjKlMn', 'xyzAbCdEfGhIjKlMn'],
  ])('shows %s as %s', (id, shown) => {
    expect(toUrlId(id)).toBe(shown);
  });

  it.each([
    ['AbCdEfGhIjKlMn', 'recAbCdEfGhIjKlMn'],
    ['recAbCdEfGhIjKlMn', 'recAbCdEfGhIjKlMn'],
    ['short', 'short'],
  ])('reads the URL id %s as %s', (urlId, id) => {
    expect(fromUrlId(urlId)).toBe(id);
  });

  it('round-trips a record id', () => {
    expect(fromUrlId(toUrlId('recZZZZZZZZZZZZZZ'))).toBe('recZZZZZZZZZZZZZZ');
  });
});
