import { createPublicKey, verify, type KeyObject } from 'node:crypto';

/** The application's Ed25519 public key (64 hex digits, as Discord's developer portal shows it) as a key object. */
export function toDiscordPublicKey(hex: string): KeyObject {
  return createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(hex, 'hex').toString('base64url') },
    format: 'jwk',
  });
}

/**
 * Discord's interaction signature check: `X-Signature-Ed25519` signs the `X-Signature-Timestamp` header followed
 * by the raw body, with the application's key. False for a missing, malformed or wrong signature.
 */
export function verifyDiscordSignature(
  key: KeyObject,
  signatureHex: string | undefined,
  timestamp: string | undefined,
  rawBody: Buffer | undefined,
): boolean {
  if (!signatureHex || !timestamp || !rawBody || !/^[0-9a-fA-F]{128}$/.test(signatureHex))
    return false;
  try {
    return verify(
      null,
      Buffer.concat([Buffer.from(timestamp, 'utf8'), rawBody]),
      key,
      Buffer.from(signatureHex, 'hex'),
    );
  } catch {
    return false;
  }
}
