// The records an access record names, as ascending inclusive runs of ids (migration 019): an
// export of a million rows is a handful of pairs, not a million numbers.
import type { IdRange } from '../../contract/staffAuditWords';

/**
 * Ids as they are sent, gathered into runs as they come: an export goes in id order within its
 * batches, so a run grows by one id at a time and memory holds runs, not ids. `length` is how many
 * ids were added (what the export's detail counts); `ranges()` is the set, sorted and merged.
 */
export class IdRuns {
  private runs: [number, number][] = [];
  length = 0;

  add(id: number): void {
    this.length += 1;
    const last = this.runs.at(-1);
    if (last && id === last[1] + 1) last[1] = id;
    else if (!last || id !== last[1]) this.runs.push([id, id]);
  }

  ranges(): IdRange[] {
    return mergedRanges(this.runs);
  }
}

/** Runs in any order, overlapping or touching, as the sorted and merged set they name. */
export function mergedRanges(runs: Iterable<readonly [number, number]>): IdRange[] {
  const sorted = [...runs].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = merged.at(-1);
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

export function idRangesOf(ids: Iterable<number>): IdRange[] {
  const runs = new IdRuns();
  for (const id of ids) runs.add(id);
  return runs.ranges();
}

/**
 * The runs as a PostgreSQL array literal, sent as text: a parameter of nested arrays is
 * serialised differently by the two drivers, and the literal is the cheapest form for both.
 */
export function rangesLiteral(ranges: readonly IdRange[]): string {
  return `{${ranges.map(([from, to]) => `{${from},${to}}`).join(',')}}`;
}
