// The ready-to-publish check (docs/product.md#firm-facts): which firm facts still hold the example values the
// project started with (docs/product.md#firm-facts). `npm run build` prints the list; a production start logs it.

/** Example values: 예시 and textbook names, all-zero number groups, example.com and its kin. */
const PLACEHOLDER_PATTERNS: readonly RegExp[] = [
  /예시/,
  /홍길동/,
  /(?<!\d)0{2,}(?!\d)/,
  /\bexample\.(com|org|net)\b/i,
];

export function isPlaceholder(value: string): boolean {
  return PLACEHOLDER_PATTERNS.some((pattern) => pattern.test(value));
}

/** `path: value` for every text fact (nested objects and lists included) that is still an example. */
export function placeholderFacts(facts: unknown, path = ''): string[] {
  if (typeof facts === 'string') return isPlaceholder(facts) ? [`${path}: ${facts}`] : [];
  if (Array.isArray(facts)) {
    return facts.flatMap((item, index) => placeholderFacts(item, `${path}[${index}]`));
  }
  if (facts && typeof facts === 'object') {
    return Object.entries(facts).flatMap(([key, value]) =>
      placeholderFacts(value, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

export const READY_TO_PUBLISH_WARNING =
  'contract/firm.ts still holds example values; replace them before publishing (예시 값이 남아 있습니다):';

/** The warning as printed, or null when every fact is real. */
export function readyToPublishWarning(facts: unknown): string | null {
  const found = placeholderFacts(facts);
  return found.length > 0
    ? [READY_TO_PUBLISH_WARNING, ...found.map((f) => `  - ${f}`)].join('\n')
    : null;
}
