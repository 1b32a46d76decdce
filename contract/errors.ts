import * as v from 'valibot';

/** Every API error body: `detail` is always one Korean sentence for the user. */
export const errorBodySchema = v.object({
  detail: v.string(),
  errors: v.optional(v.array(v.object({ field: v.string(), message: v.string() }))),
});
export type ErrorBody = v.InferOutput<typeof errorBodySchema>;

export function isErrorBody(value: unknown): value is ErrorBody {
  return v.is(errorBodySchema, value);
}
