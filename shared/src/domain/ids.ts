// Client-made identifiers: recurrence series ids and the guest's local notification id (docs/product.md section 9).
import { LOCAL_NOTIFICATION_ID_RANDOM_LENGTH, LOCAL_NOTIFICATION_PREFIX } from '../model/constants';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** getRandomValues works outside secure contexts too, unlike randomUUID (plain http on a LAN). */
function randomBytes(n: number): Uint8Array {
  const bytes = new Uint8Array(n);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}

/** A random RFC 4122 version 4 UUID. */
export function newUuid(): string {
  const b = randomBytes(16);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** 'local-' plus 10 random letters and digits. */
export function newLocalNotificationId(): string {
  // 248 = 62 * 4: rejecting bytes above it keeps every character equally likely.
  let out = '';
  while (out.length < LOCAL_NOTIFICATION_ID_RANDOM_LENGTH) {
    for (const byte of randomBytes(16)) {
      if (byte < 248 && out.length < LOCAL_NOTIFICATION_ID_RANDOM_LENGTH) {
        out += ALPHABET[byte % ALPHABET.length];
      }
    }
  }
  return LOCAL_NOTIFICATION_PREFIX + out;
}

/** Items with this id live only in the browser and never go to the server. */
export function isLocalId(id: string): boolean {
  return id.startsWith(LOCAL_NOTIFICATION_PREFIX);
}
