import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Sealing text that must be kept but must open nothing when the database or a backup is copied
 * (docs/decisions/0014-secrets-at-rest.md): AES-256-GCM under a key derived from AUTH_SECRET with
 * HKDF-SHA256 and a purpose label, so that each use has a key of its own and none is AUTH_SECRET
 * itself. Whoever holds the database without AUTH_SECRET reads nothing and can change nothing
 * unnoticed (the tag fails).
 */

export interface SecretBox {
  /** The text, encrypted and authenticated: `v1.` and base64url of nonce, cipher text and tag. */
  seal(plain: string): string;
  /**
   * The text sealed by `seal`, or null when it cannot be opened: sealed under another AUTH_SECRET
   * or for another purpose, altered, or not sealed text at all.
   */
  open(sealed: string): string | null;
}

const VERSION = 'v1.';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** A box for one `purpose` (a label such as `mail-job`), keyed by `secret` (AUTH_SECRET). */
export function secretBox(secret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secret, 'travel-guide-de', `secret-box:${purpose}`, 32));
  return {
    seal(plain) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url');
    },
    open(sealed) {
      if (!sealed.startsWith(VERSION)) return null;
      const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64url');
      if (bytes.length < NONCE_BYTES + TAG_BYTES) return null;
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      try {
        const body = bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        // The tag does not match: another key, or altered bytes.
        return null;
      }
    },
  };
}
