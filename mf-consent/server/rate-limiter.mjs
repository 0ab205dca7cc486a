// Per-client sliding-window rate limit: at most `max` requests in any `windowMs`.

/** How many clients are remembered at most before old entries are swept (bounded memory under a flood). */
const SWEEP_THRESHOLD = 10_000;

export function createRateLimiter({ max, windowMs, now = () => Date.now() }) {
  const hits = new Map();

  function recent(key, at) {
    const kept = (hits.get(key) ?? []).filter((t) => at - t < windowMs);
    if (kept.length === 0) hits.delete(key);
    else hits.set(key, kept);
    return kept;
  }

  function sweep(at) {
    for (const key of [...hits.keys()]) recent(key, at);
  }

  return {
    /** Records a request; returns how long to wait in ms when it is over the limit, or 0 when allowed. */
    take(key) {
      const at = now();
      if (hits.size > SWEEP_THRESHOLD) sweep(at);
      const kept = recent(key, at);
      if (kept.length >= max) return Math.max(1, windowMs - (at - kept[0]));
      hits.set(key, [...kept, at]);
      return 0;
    },
  };
}
