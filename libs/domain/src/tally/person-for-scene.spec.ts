import { personForScene } from './person-for-scene.js';

describe('personForScene (RULES (j) scene name → person)', () => {
  it.each([
    // Rule 1: Replay or Highlight → the Replay Producer.
    ['Replay', 'replay_producer'],
    ['instant REPLAY cam', 'replay_producer'],
    ['Highlights', 'replay_producer'],
    // Rule 1 wins over rules 2 and 3.
    ['Director replay', 'replay_producer'],
    ['Obs 2 highlight', 'replay_producer'],
    // Rule 2: OBSDIR, Director or Clean feed → the Observer Director.
    ['OBSDIR', 'observer_director'],
    ['obsdir 2', 'observer_director'],
    ['Director', 'observer_director'],
    ['Clean Feed', 'observer_director'],
    // Rule 2 wins over rule 3.
    ['Game 1 director', 'observer_director'],
    // Rule 3: Obs or Game followed by a number N (spaces allowed) → the N-th Observer.
    ['Obs1', 'observer-1'],
    ['Obs 2', 'observer-2'],
    ['OBS   3', 'observer-3'],
    ['Game 4', 'observer-4'],
    ['game12', 'observer-12'],
    ['Main Obs 05 full', 'observer-5'],
    // Rule 4: anything else → nobody.
    ['Obs', null],
    ['Observer 2', null],
    ['Game', null],
    ['Obs 0', null],
    ['Desk', null],
    ['Break', null],
    ['', null],
    [null, null],
  ])('%j → %j', (scene, person) => {
    expect(personForScene(scene)).toBe(person);
  });
});
