import { createHash } from 'node:crypto';

/** Namespace of the sandbox's name-based organisation ids (itself a fixed random UUID). */
export const ORGANIZATION_ID_NAMESPACE = '3d8f0c4e-5b7a-4e21-9c6d-2f1a8b0e7c53';

function uuidBytes(uuid: string): Buffer {
  return Buffer.from(uuid.replaceAll('-', ''), 'hex');
}

const cache = new Map<string, string>();

/** A name-based UUID (RFC 9562 version 5, SHA-1): the same name always gives the same id. */
export function uuidV5(name: string, namespace: string = ORGANIZATION_ID_NAMESPACE): string {
  const key = `${namespace} ${name}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const hash = createHash('sha1')
    .update(uuidBytes(namespace))
    .update(name, 'utf8')
    .digest()
    .subarray(0, 16);
  hash.writeUInt8(((hash.readUInt8(6) & 0x0f) | 0x50) >>> 0, 6);
  hash.writeUInt8(((hash.readUInt8(8) & 0x3f) | 0x80) >>> 0, 8);
  const hex = hash.toString('hex');
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  cache.set(key, uuid);
  return uuid;
}
