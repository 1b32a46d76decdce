/** A table's header row: a column header for each label. */
export function ColumnHeaders({ labels }: { labels: readonly string[] }) {
  return (
    <tr>
      {labels.map((label) => (
        <th key={label} scope="col">
          {label}
        </th>
      ))}
    </tr>
  );
}
