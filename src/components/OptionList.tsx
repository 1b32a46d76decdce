import type { ReactNode } from 'react';

/** A select's options: an empty one first when the choice may be left open, then each value. */
export function OptionList<V extends string>({
  values,
  label,
  empty,
}: {
  values: readonly V[];
  label: (value: V) => ReactNode;
  /** The empty option's text (a placeholder, or "all" in a filter); none when omitted. */
  empty?: string;
}) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  );
}
