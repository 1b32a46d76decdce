import * as v from 'valibot';

/** Length in user-perceived characters: a Korean syllable or an emoji counts once. */
export function charCount(value: string): number {
  return [...value].length;
}

/** A trimmed, required string of at most `max` characters. */
export function requiredText(max: number, requiredMessage: string, tooLongMessage: string) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.check((value) => charCount(value) <= max, tooLongMessage),
  );
}

/** A trimmed, optional string of at most `max` characters; absent becomes ''. */
export function optionalText(max: number, tooLongMessage: string) {
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => charCount(value) <= max, tooLongMessage),
    ),
    '',
  );
}

export interface FieldError {
  field: string;
  message: string;
}

/** Valibot issues as one message per field (the first one), in the order the fields failed. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  return errors;
}
