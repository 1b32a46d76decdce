/** A bulleted list of plain-text items from the content modules. */
export function TextList({
  items,
  className,
}: {
  /** Each item is unique within its list, so it doubles as the key. */
  items: readonly string[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
