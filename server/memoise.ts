/**
 * `compute` with its answers kept, up to `max` of them, then all forgotten at once (cheaper to keep
 * than an LRU's order, and the keys of a busy page come straight back). For pure functions on the
 * hot path, such as the review list's masked names and instants, whose cost per request a bench
 * measured as a large share of the list's own (decision 160).
 * `from`, when given, is what the key stands for, already at hand (a query string's parsed query):
 * read only when the key is not memoised, so it must follow from the key alone.
 */
export function memoise<K, V, From = void>(
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
