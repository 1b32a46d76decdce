import type { ChosenFile } from '../../machines/jobApplicationMachine';

// Files as the job form reads them when chosen: a real résumé, an executable named like one, a
// portfolio.
const bytes = (...values: number[]): Uint8Array<ArrayBuffer> => new Uint8Array(values);
const PDF_HEAD = bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37);
export const EXE_HEAD = bytes(0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0);
const ZIP_HEAD = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0);
const chosen = (name: string, head: Uint8Array<ArrayBuffer>): ChosenFile => ({
  file: new Blob([head]),
  name,
  size: 2048,
  head,
});
export const resume = chosen('이력서.pdf', PDF_HEAD);
export const disguised = chosen('이력서.pdf', EXE_HEAD);
export const portfolio = chosen('작업물.zip', ZIP_HEAD);
