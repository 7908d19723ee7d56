import { ThingOwners } from './thing-owners.js';

type Owner = 'match' | 'broadcast';
const ALL: Owner[] = ['match', 'broadcast'];

describe('ThingOwners', () => {
  it('sends unknown ids to every owner and known ids to their owner alone', () => {
    const owners = new ThingOwners<Owner>(100);
    expect(owners.route(['a', 'b'], ALL)).toEqual(
      new Map([
        ['match', ['a', 'b']],
        ['broadcast', ['a', 'b']],
      ]),
    );
    owners.learn('a', 'match');
    owners.learn('b', 'broadcast');
    expect(owners.route(['a', 'b', 'c'], ALL)).toEqual(
      new Map([
        ['match', ['a', 'c']],
        ['broadcast', ['b', 'c']],
      ]),
    );
  });

  it('leaves out owners with nothing to answer', () => {
    const owners = new ThingOwners<Owner>(100);
    owners.learn('a', 'match');
    expect(owners.route(['a'], ALL)).toEqual(new Map([['match', ['a']]]));
    expect(owners.route([], ALL)).toEqual(new Map());
  });

  it('asks the owners of the round for an id whose owner is not among them', () => {
    const owners = new ThingOwners<Owner>(100);
    owners.learn('a', 'broadcast');
    // broadcast-svc failed earlier in this read: its ids go to the others, which answer them as missing.
    expect(owners.route(['a'], ['match'])).toEqual(new Map([['match', ['a']]]));
  });

  it('keeps at most maxEntries, dropping the oldest; 0 keeps nothing', () => {
    const owners = new ThingOwners<Owner>(2);
    owners.learn('a', 'match');
    owners.learn('b', 'match');
    owners.learn('a', 'match'); // already known: stays where it is
    owners.learn('c', 'broadcast');
    expect(owners.size).toBe(2);
    expect(owners.route(['a'], ALL).size).toBe(2); // 'a' was the oldest: forgotten, asked everywhere
    expect(owners.route(['b', 'c'], ALL)).toEqual(
      new Map([
        ['match', ['b']],
        ['broadcast', ['c']],
      ]),
    );
    const none = new ThingOwners<Owner>(0);
    none.learn('a', 'match');
    expect(none.size).toBe(0);
  });
});
