/** Plain-text paragraphs from the content modules, each its own <p>, in order. */
export function Paragraphs({
  lines,
  className,
}: {
  /** Each line is unique within its block, so it doubles as the key. */
  lines: readonly string[];
  className?: string;
}) {
  return lines.map((line) => (
    <p key={line} className={className}>
      {line}
    </p>
  ));
}
