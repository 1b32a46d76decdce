import type { countView as CountView, countVisit as CountVisit } from '../../src/visits';

// src/visits.ts as a site without visit counting would have it: the same names, nothing done.
// bench/beacon/withoutVisits.vite.ts builds the site with this in its place.

export const countVisit: typeof CountVisit = () => {};
export const countView: typeof CountView = () => {};
