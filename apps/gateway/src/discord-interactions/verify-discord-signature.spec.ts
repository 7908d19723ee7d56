import { generateKeyPairSync, sign } from 'node:crypto';
import { toDiscordPublicKey, verifyDiscordSignature } from './verify-discord-signature.js';

const pair = generateKeyPairSync('ed25519');
const publicHex = Buffer.from(
  pair.publicKey.export({ format: 'jwk' }).x as string,
  'base64url',
).toString('hex');
const key = toDiscordPublicKey(publicHex);
const body = Buffer.from('{"type":1}');
const timestamp = '1796148000';
const signature = sign(
  null,
  Buffer.concat([Buffer.from(timestamp), body]),
  pair.privateKey,
).toString('hex');

describe('verifyDiscordSignature (Ed25519 over timestamp + raw body)', () => {
  it('accepts the signature of the timestamp and body', () => {
    expect(verifyDiscordSignature(key, signature, timestamp, body)).toBe(true);
  });

  it.each([
    ['another body', signature, timestamp, Buffer.from('{"type":2}')],
    ['another timestamp', signature, '1796148001', body],
    [
      'a signature of another key',
      sign(
        null,
        Buffer.concat([Buffer.from(timestamp), body]),
        generateKeyPairSync('ed25519').privateKey,
      ).toString('hex'),
      timestamp,
      body,
    ],
    ['no signature', undefined, timestamp, body],
    ['a malformed signature', 'zz', timestamp, body],
    ['no timestamp', signature, undefined, body],
    ['no body', signature, timestamp, undefined],
  ])('refuses %s', (_name, sig, ts, raw) => {
    expect(verifyDiscordSignature(key, sig, ts, raw)).toBe(false);
  });
});
