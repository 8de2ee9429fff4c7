/**
 * Answers kept per revision of what they are computed from: an answer is computed once per key and
 * revision tag on this instance, and every request asking for it meanwhile shares that one computation
 * (50 people opening Reports after a change cost one count, not fifty). The tag is read before the
 * answer is computed, so a kept answer is never older than its tag; a newer tag computes again.
 * Failures are not kept. At most `limit` keys, the least recently used going first.
 */
export function answerCache<T>(limit: number) {
  const entries = new Map<string, { tag: string; value: Promise<T> }>();
  return function answer(tag: string, key: string, compute: () => Promise<T>): Promise<T> {
    const kept = entries.get(key);
    entries.delete(key);
    if (kept?.tag === tag) {
      entries.set(key, kept);
      return kept.value;
    }
    const value = compute();
    entries.set(key, { tag, value });
    if (entries.size > limit) entries.delete(entries.keys().next().value!);
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
