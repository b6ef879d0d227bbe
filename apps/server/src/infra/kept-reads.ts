import type { ChangeFeed } from './change-feed';

/**
 * Reads kept in memory, one copy per key: each is read from the database at most once per `ttlMs`
 * whatever the number of requests (those arriving together share one read), and dropped at once
 * when `changes` reports a change, from this server or, over a shared PostgreSQL, another; the
 * time limit bounds staleness should a notice get lost.
 */
export interface KeptReads<K, V> {
  read(key: K): Promise<V>;
  /** Forgets every copy, and makes reads under way serve their caller only. */
  drop(): void;
}

export function keptReads<K, V>(
  load: (key: K) => Promise<V>,
  ttlMs: number,
  changes: ChangeFeed,
  now: () => number = Date.now,
): KeptReads<K, V> {
  const kept = new Map<K, { value: V; at: number }>();
  const pending = new Map<K, Promise<V>>();
  let generation = 0;

  const drop = () => {
    generation += 1;
    kept.clear();
    // A read already under way may predate the change: requests from now on wait for a new one.
    pending.clear();
  };
  changes.subscribe(drop);

  const start = async (key: K): Promise<V> => {
    const started = generation;
    const at = now();
    const value = await load(key);
    // A change during the read makes this answer stale: serve it once, but do not keep it.
    if (started === generation) kept.set(key, { value, at });
    return value;
  };

  return {
    read(key) {
      const copy = kept.get(key);
      if (copy && now() - copy.at < ttlMs) return Promise.resolve(copy.value);
      let loading = pending.get(key);
      if (!loading) {
        const started: Promise<V> = start(key).finally(() => {
          if (pending.get(key) === started) pending.delete(key);
        });
        pending.set(key, started);
        loading = started;
      }
      return loading;
    },
    drop,
  };
}
