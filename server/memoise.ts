/**
 * `compute` with its answers kept, up to `max` of them, then all forgotten at once (cheaper to keep
 * than an LRU's order, and the keys of a busy page come straight back). For pure functions on the
 * hot path: the review list masks ten names and writes ten instants per request, ~0.3-0.5 µs each,
 * a fifth of what the list adds to a bare endpoint (issue 25); a remembered one is ~0.06 µs.
 * `from`, when given, is what the key stands for, already at hand (a query string's parsed query):
 * read only when the key is not remembered, so it must follow from the key alone.
 */
export function remembered<K, V, From = void>(
  compute: (key: K, from: From) => V,
  max = 4096,
): (key: K, from: From) => V {
  const kept = new Map<K, V>();
  return (key, from) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = compute(key, from);
      if (kept.size >= max) kept.clear();
      kept.set(key, value);
    }
    return value;
  };
}
