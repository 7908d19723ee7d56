import {
  BroadcastRecordSchema,
  PlayerRecordSchema,
  PublicBroadcastRecordSchema,
  PublicPlayerRecordSchema,
} from './index.js';
import { CREW_FIELDS, crewFieldsOf, splitCrewFields } from './crew-fields.js';

const omitted = (whole: { shape: object }, pub: { shape: object }) =>
  Object.keys(whole.shape)
    .filter((k) => !(k in pub.shape))
    .sort();

describe('crew-only fields (RULES (h) visibility C)', () => {
  it('are exactly what the public player and broadcast schemas leave out', () => {
    expect(omitted(PlayerRecordSchema, PublicPlayerRecordSchema)).toEqual(
      [...CREW_FIELDS.player].sort(),
    );
    expect(omitted(BroadcastRecordSchema, PublicBroadcastRecordSchema)).toEqual(
      [...CREW_FIELDS.broadcast].sort(),
    );
  });

  it('are the same for a broadcast-{key} mirror as for its broadcast', () => {
    expect(CREW_FIELDS['broadcast-mirror']).toEqual(CREW_FIELDS.broadcast);
  });

  it('are fields the whole record schemas have', () => {
    for (const field of CREW_FIELDS.player) expect(PlayerRecordSchema.shape).toHaveProperty(field);
    for (const field of CREW_FIELDS.broadcast)
      expect(BroadcastRecordSchema.shape).toHaveProperty(field);
  });

  it.each([
    [
      'player',
      { id: 'p', name: 'Ana', cam_code: 'abc', use_cam: true },
      { id: 'p', name: 'Ana' },
      { cam_code: 'abc', use_cam: true },
    ],
    [
      'broadcast-mirror',
      { id: 'b', title: 'T', break_rotation_epoch: 5, cams_relay_prefix: 'r' },
      { id: 'b', title: 'T', break_rotation_epoch: 5 },
      { cams_relay_prefix: 'r' },
    ],
    ['match', { id: 'm', cam_code: 'not crew here' }, { id: 'm', cam_code: 'not crew here' }, null],
    ['player', { id: 'p', name: 'Ana' }, { id: 'p', name: 'Ana' }, null],
  ])('splits a %s record into public and crew parts', (kind, record, data, crew) => {
    expect(splitCrewFields(kind, record)).toEqual({ data, crew });
  });

  it('has no crew fields for an unknown kind, including prototype names', () => {
    expect(crewFieldsOf('toString')).toEqual([]);
    expect(crewFieldsOf('__proto__')).toEqual([]);
  });
});
