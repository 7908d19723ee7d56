import {
  AssociateTokenPayloadSchema,
  MAX_PROD_JSON_BYTES,
  ObsDataChangePayloadSchema,
  ObsDisconnectPayloadSchema,
  ObsStreamStatusPayloadSchema,
  PipAnnouncePayloadSchema,
  ProdJoinPayloadSchema,
  ProdSendPayloadSchema,
  ProdTriggerPayloadSchema,
  ProdUpdatePayloadSchema,
  MediaUpdatePayloadSchema,
  TallyChangePayloadSchema,
} from './production.js';
import { PROD_TRIGGERS } from './names.js';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('production socket schemas', () => {
  describe('joins and association', () => {
    it.each(['prod1', 'PROD1', 'my-client_2.b'])('accepts the key %j', (key) => {
      expect(ok(ProdJoinPayloadSchema, key)).toBe(true);
    });
    it.each(['', 'a b', 'x'.repeat(101), 'prod:1', 42, null, { key: 'prod1' }].map((v) => [v]))(
      'refuses %j',
      (key) => {
        expect(ok(ProdJoinPayloadSchema, key)).toBe(false);
      },
    );
    it('bounds the token', () => {
      expect(ok(AssociateTokenPayloadSchema, 'a'.repeat(64))).toBe(true);
      expect(ok(AssociateTokenPayloadSchema, 'a'.repeat(201))).toBe(false);
      expect(ok(AssociateTokenPayloadSchema, '')).toBe(false);
    });
  });

  describe('prod_trigger', () => {
    const valid: Record<(typeof PROD_TRIGGERS)[number], Record<string, unknown>> = {
      show_talent: { n: 1 },
      hide_talent: { n: 2 },
      toggle_talent: { n: 3 },
      clear_talent: {},
      comms_enable: { team: 1 },
      comms_disable: {},
      reset_draft: {},
      show_full_draft: {},
      advance_draft: {},
      auto_draft: { seconds: 5 },
      toggle_cams: {},
      enable_confetti: {},
      disable_confetti: {},
      stop_confetti: {},
      skip_song: {},
      fade_skip_song: {},
      fade_stop_song: {},
      map_music: {},
      fade_map_music: {},
      ad_read_start: {},
      obs_remote_control: {
        command: { requestType: 'SetCurrentProgramScene', requestData: { sceneName: 'Obs 1' } },
      },
    };
    it.each(PROD_TRIGGERS)('accepts %s with its payload (and an optional client)', (trigger) => {
      expect(ok(ProdTriggerPayloadSchema, { trigger, ...valid[trigger] })).toBe(true);
      expect(ok(ProdTriggerPayloadSchema, { trigger, client: 'prod1', ...valid[trigger] })).toBe(
        true,
      );
    });
    it.each([
      ['an unknown trigger', { trigger: 'launch_rockets' }],
      ['no trigger', { team: 1 }],
      ['comms_enable without team', { trigger: 'comms_enable' }],
      ['comms_enable team 3', { trigger: 'comms_enable', team: 3 }],
      ['comms_enable team as text', { trigger: 'comms_enable', team: '1' }],
      ['show_talent 0', { trigger: 'show_talent', n: 0 }],
      ['show_talent 1.5', { trigger: 'show_talent', n: 1.5 }],
      ['show_talent beyond the bound', { trigger: 'show_talent', n: 33 }],
      ['auto_draft 0 s', { trigger: 'auto_draft', seconds: 0 }],
      ['auto_draft beyond the bound', { trigger: 'auto_draft', seconds: 601 }],
      ['an unknown key', { trigger: 'toggle_cams', extra: true }],
      [
        'a bad OBS request name',
        { trigger: 'obs_remote_control', command: { requestType: 'a;b' } },
      ],
      [
        'OBS request data beyond the size bound',
        {
          trigger: 'obs_remote_control',
          command: { requestType: 'X', requestData: { a: 'x'.repeat(MAX_PROD_JSON_BYTES) } },
        },
      ],
      ['a string', 'comms_disable'],
    ])('refuses %s', (_name, value) => {
      expect(ok(ProdTriggerPayloadSchema, value)).toBe(false);
    });
  });

  describe('prod-update and prod-send', () => {
    const update = {
      clientName: 'Production 1',
      component: 'Desk',
      path: '/desk',
      fullPath: '/client/prod1/desk?noStinger',
      active: true,
      visible: false,
      data: { talent: [1, 2] },
    };
    it('accepts an overlay report', () => {
      expect(ok(ProdUpdatePayloadSchema, update)).toBe(true);
      expect(ok(ProdUpdatePayloadSchema, { ...update, data: undefined })).toBe(true);
    });
    it.each([
      ['active missing', { ...update, active: undefined }],
      ['a long path', { ...update, fullPath: 'x'.repeat(2049) }],
      ['data beyond the size bound', { ...update, data: { a: 'x'.repeat(MAX_PROD_JSON_BYTES) } }],
      ['an unknown key', { ...update, socketId: 'abc' }],
    ])('refuses a report with %s', (_name, value) => {
      expect(ok(ProdUpdatePayloadSchema, value)).toBe(false);
    });
    it('accepts prod-send of a reload to one socket', () => {
      expect(ok(ProdSendPayloadSchema, { socketId: 'AbC_12-x', event: 'prod_button_reload' })).toBe(
        true,
      );
    });
    it.each([
      ['any other event', { socketId: 'AbC', event: 'data_update' }],
      ['no socket id', { event: 'prod_button_reload' }],
      ['a bad socket id', { socketId: 'a b', event: 'prod_button_reload' }],
    ])('refuses prod-send with %s', (_name, value) => {
      expect(ok(ProdSendPayloadSchema, value)).toBe(false);
    });
  });

  describe('transmitter messages', () => {
    const status = {
      clientName: 'Producer PC',
      status: { outputActive: true, outputDuration: 1234 },
      settings: {
        service: 'Twitch',
        server: 'rtmp://live.twitch.tv/app',
        key: 'live_secret',
        video: { outputWidth: 1920, outputHeight: 1080, fpsNumerator: 60 },
        encoder: { rate_control: 'CBR', bitrate: 6000 },
      },
      scenes: { preview: 'Obs 1', program: 'Desk' },
    };
    it('accepts obs_data_change, obs_stream_status and obs_disconnect', () => {
      expect(
        ok(ObsDataChangePayloadSchema, {
          clientName: 'Producer PC',
          previewScene: 'Obs 1',
          programScene: null,
        }),
      ).toBe(true);
      expect(ok(ObsStreamStatusPayloadSchema, status)).toBe(true);
      expect(ok(ObsDisconnectPayloadSchema, { clientName: 'Producer PC' })).toBe(true);
    });
    it.each([
      [
        'obs_data_change without a client name',
        ObsDataChangePayloadSchema,
        { previewScene: 'a', programScene: 'b' },
      ],
      [
        'obs_data_change with a long scene',
        ObsDataChangePayloadSchema,
        { clientName: 'a', previewScene: 'x'.repeat(201), programScene: null },
      ],
      [
        'obs_stream_status with a negative duration',
        ObsStreamStatusPayloadSchema,
        { ...status, status: { outputActive: true, outputDuration: -1 } },
      ],
      [
        'obs_stream_status with a nested settings object',
        ObsStreamStatusPayloadSchema,
        { ...status, settings: { ...status.settings, video: { nested: { a: 1 } } } },
      ],
      [
        'obs_stream_status with too many video settings',
        ObsStreamStatusPayloadSchema,
        {
          ...status,
          settings: {
            video: Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`k${i}`, i])),
          },
        },
      ],
      ['obs_disconnect empty', ObsDisconnectPayloadSchema, {}],
    ])('refuses %s', (_name, schema, value) => {
      expect(ok(schema, value)).toBe(false);
    });
  });

  describe('relayed messages', () => {
    it('bounds pip_announce, tally_change and media_update', () => {
      expect(ok(PipAnnouncePayloadSchema, { observer: 2, active: true })).toBe(true);
      expect(ok(PipAnnouncePayloadSchema, { observer: 0, active: true })).toBe(false);
      expect(ok(TallyChangePayloadSchema, { data: { x: 1 } })).toBe(true);
      expect(ok(TallyChangePayloadSchema, { data: 'x'.repeat(MAX_PROD_JSON_BYTES + 1) })).toBe(
        false,
      );
      expect(ok(MediaUpdatePayloadSchema, { elapsed: 3, remaining: 60 })).toBe(true);
      expect(ok(MediaUpdatePayloadSchema, { elapsed: -3, remaining: 60 })).toBe(false);
    });
  });
});
