import { describe, expect, it } from 'vitest';
import {
  addRoleRow,
  createRolesDraft,
  removeRoleRow,
  rolesSignature,
  setRoleRow,
  toggleClientCam,
  toRolesBody,
  type RoleName,
} from './role-rows-state.js';

const rel = (role: string, player: string, extra: Record<string, unknown> = {}) => ({
  singular_name: role,
  player: [player],
  ...extra,
});

describe('createRolesDraft (broadcast §4 role rows, §9 defaults)', () => {
  it.each<[RoleName, number]>([
    ['Caster', 2],
    ['Producer', 1],
    ['Observer', 4],
    ['Observer Director', 1],
    ['Replay Producer', 1],
    ['Lobby Admin', 1],
  ])('an empty match shows the default rows: %s → %i', (role, rows) => {
    expect(createRolesDraft([]).rows[role]).toEqual(Array<null>(rows).fill(null));
  });

  it('shows every chosen player, at least the default, in relationship order', () => {
    const observers = ['p1', 'p2', 'p3', 'p4', 'p5'].map((p) => rel('Observer', p));
    const draft = createRolesDraft([rel('Caster', 'c1'), ...observers, rel('Producer', 'pr')]);
    expect(draft.rows.Observer).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(draft.rows.Caster).toEqual(['c1', null]);
    expect(draft.rows.Producer).toEqual(['pr']);
  });

  it('ignores roles outside the match staff roles and relationships without a player', () => {
    const draft = createRolesDraft([rel('Analyst', 'a'), { singular_name: 'Caster', player: [] }]);
    expect(draft.rows.Caster).toEqual([null, null]);
  });

  it('reads the observers’ camera buttons from their relationships', () => {
    const draft = createRolesDraft([
      rel('Observer', 'o', { clients: ['cl2'], client_cams: ['Team 2', 'Team 1'] }),
      rel('Observer', 'p', { clients: ['cl3'], client_cams: [] }),
    ]);
    expect(draft.cams).toEqual({ cl2: [1, 2], cl3: [] });
  });
});

describe('role row editing (broadcast §5: never below one, removal only on extra rows)', () => {
  const start = createRolesDraft([]).rows;

  it('removes nothing at or below the default', () => {
    for (const [role, count] of [
      ['Observer', 4],
      ['Caster', 2],
      ['Producer', 1],
    ] as const) {
      for (let i = 0; i < count; i += 1) expect(removeRoleRow(start, role, i)).toBe(start);
    }
  });

  it('adds an extra row, which can be removed again', () => {
    const more = addRoleRow(start, 'Producer');
    expect(more.Producer).toEqual([null, null]);
    const chosen = setRoleRow(more, 'Producer', 1, 'x');
    expect(removeRoleRow(chosen, 'Producer', 1).Producer).toEqual([null]);
    expect(removeRoleRow(chosen, 'Producer', 0)).toBe(chosen);
  });

  it('moves a player chosen twice in one role to the new row', () => {
    const rows = setRoleRow(setRoleRow(start, 'Caster', 0, 'a'), 'Caster', 1, 'a');
    expect(rows.Caster).toEqual([null, 'a']);
  });

  it('toggles a client’s camera buttons, in team order', () => {
    const one = toggleClientCam({}, 'cl', 2);
    expect(one).toEqual({ cl: [2] });
    expect(toggleClientCam(one, 'cl', 1)).toEqual({ cl: [1, 2] });
    expect(toggleClientCam({ cl: [1, 2] }, 'cl', 2)).toEqual({ cl: [1] });
  });
});

describe('toRolesBody (set-player-relationships)', () => {
  it('sends every role with its chosen players and the chosen observers’ client cams', () => {
    let rows = createRolesDraft([]).rows;
    rows = setRoleRow(rows, 'Caster', 1, 'c2');
    rows = setRoleRow(rows, 'Observer', 0, 'o1');
    rows = setRoleRow(rows, 'Observer', 2, 'o2');
    const body = toRolesBody(
      'recMATCH',
      { rows, cams: { cl1: [1], cl9: [2] } },
      (p) => (p === 'o1' ? 'cl1' : null),
      'recBROADCAST',
    );
    expect(body).toEqual({
      matchID: 'recMATCH',
      broadcast: 'recBROADCAST',
      roles: {
        Caster: ['c2'],
        Producer: [],
        Observer: ['o1', 'o2'],
        'Observer Director': [],
        'Replay Producer': [],
        'Lobby Admin': [],
      },
      clientCams: { cl1: [1] },
    });
  });

  it('tells an edited draft from the server state by its signature', () => {
    const draft = createRolesDraft([rel('Caster', 'c')]);
    expect(rolesSignature({ ...draft, rows: addRoleRow(draft.rows, 'Caster') })).toBe(
      rolesSignature(draft),
    );
    expect(rolesSignature({ ...draft, rows: setRoleRow(draft.rows, 'Caster', 1, 'd') })).not.toBe(
      rolesSignature(draft),
    );
  });
});
