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

/** A fact still holding an example value: where it is and what it says. */
export interface PlaceholderFact {
  /** `privacyOfficer.email`, `representatives[0]`. */
  path: string;
  value: string;
}

/** Every text fact (nested objects and lists included) that is still an example. */
export function placeholderFactsOf(facts: unknown, path = ''): PlaceholderFact[] {
  if (typeof facts === 'string') return isPlaceholder(facts) ? [{ path, value: facts }] : [];
  if (Array.isArray(facts)) {
    return facts.flatMap((item, index) => placeholderFactsOf(item, `${path}[${index}]`));
  }
  if (facts && typeof facts === 'object') {
    return Object.entries(facts).flatMap(([key, value]) =>
      placeholderFactsOf(value, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/** `path: value` for every fact that is still an example, as the build and the log print them. */
export function placeholderFacts(facts: unknown): string[] {
  return placeholderFactsOf(facts).map(({ path, value }) => `${path}: ${value}`);
}

export const READY_TO_PUBLISH_WARNING =
  'The firm facts still hold example values; replace them before the site goes public (예시 값이 남아 있습니다):';

/** The warning as printed, or null when every fact is real. */
export function readyToPublishWarning(facts: unknown): string | null {
  const found = placeholderFacts(facts);
  return found.length > 0
    ? [READY_TO_PUBLISH_WARNING, ...found.map((f) => `  - ${f}`)].join('\n')
    : null;
}
