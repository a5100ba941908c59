/**
 * oidc-provider's own types come from `@types/oidc-provider`. They do not describe this deep
 * import of the package's in-memory adapter, which `memory-store.ts` gives an expiring store.
 */
declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  import type { Adapter, AdapterPayload } from 'oidc-provider';

  /** What oidc-provider's in-memory adapter needs of its store. */
  export interface MemoryStore {
    get(key: string): unknown;
    set(key: string, value: unknown, options?: { maxAge?: number }): void;
    delete(key: string): void;
  }

  export default class MemoryAdapter implements Adapter {
    constructor(model: string, store?: MemoryStore, clockTolerance?: number);
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<undefined>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<undefined>;
    destroy(id: string): Promise<undefined>;
    revokeByGrantId(grantId: string): Promise<undefined>;
  }
}
