import type { ReactNode } from 'react';
import { ColumnHeaders } from '../src/components/ColumnHeaders';
import { ScrollRegion } from './ScrollRegion';
import * as styles from './StaffConsole.css';

export interface Column<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /** For free text (a target, a detail) that wraps instead of widening the table. */
  className?: string;
}

interface StaffTableProps<T extends { id: number }> {
  /** What the table holds: names its scrolling region. */
  label: string;
  items: readonly T[];
  columns: readonly Column<T>[];
  busy: boolean;
}

/** A console list's page of records, a column per field; nothing at all while it is empty. */
export function StaffTable<T extends { id: number }>({
  label,
  items,
  columns,
  busy,
}: StaffTableProps<T>) {
  if (items.length === 0) return null;
  return (
    <ScrollRegion label={label}>
      <table className={styles.table} aria-busy={busy}>
        <thead>
          <ColumnHeaders labels={columns.map((column) => column.header)} />
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              {columns.map((column) => (
                <td key={column.header} className={column.className}>
                  {column.cell(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
