/**
 * Storage of the identity provider's state (sessions, grants, codes, refresh tokens): in memory,
 * by design, but without the size cap of oidc-provider's quick-start store, whose LRU of about
 * 1,000 entries can drop a live session during long test runs. Entries expire with their own
 * lifetime; expired ones are swept now and then.
 */
import MemoryAdapter, { type MemoryStore } from 'oidc-provider/lib/adapters/memory_adapter.js';

const SWEEP_EVERY = 500;

export class ExpiringStore implements MemoryStore {
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>();
  private writes = 0;

  constructor(private readonly now: () => number = Date.now) {}

  get(key: string): unknown {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: unknown, options: { maxAge?: number } = {}): void {
    const expiresAt = options.maxAge === undefined ? Infinity : this.now() + options.maxAge;
    this.entries.set(key, { value, expiresAt });
    this.writes += 1;
    if (this.writes % SWEEP_EVERY === 0) this.sweep();
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now) this.entries.delete(key);
    }
  }
}

/** oidc-provider's `adapter` setting: one store per provider instance. */
export function memoryAdapterFactory(): (model: string) => MemoryAdapter {
  const store = new ExpiringStore();
  return (model) => new MemoryAdapter(model, store);
}
