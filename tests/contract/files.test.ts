import { describe, expect, it } from 'vitest';
import { checkFile, detectFileKind } from '../../contract/jobs';
import { JOB_LIMITS } from '../../contract/limits';
import { JOB_MESSAGES } from '../../contract/messages';

const bytes = (...values: number[]) => new Uint8Array(values);
const PDF = bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37);
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0);
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const EXE = bytes(0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0);

describe('detectFileKind', () => {
  it.each([
    ['cv.pdf', PDF, 'pdf'],
    ['CV.PDF', PDF, 'pdf'],
    ['cv.docx', ZIP, 'docx'],
    ['work.zip', ZIP, 'zip'],
    ['cv.doc', OLE, 'doc'],
    ['virus.pdf', EXE, null],
    ['cv.pdf', ZIP, null],
    ['cv.txt', PDF, null],
    ['noextension', PDF, null],
  ] as const)('%s → %s', (name, head, kind) => {
    expect(detectFileKind(name, head)).toBe(kind);
  });
});

describe('checkFile', () => {
  it('requires a resume but not a portfolio', () => {
    expect(checkFile('resume', null)).toBe(JOB_MESSAGES.resumeRequired);
    expect(checkFile('portfolio', null)).toBeNull();
  });
  it('rejects a renamed executable and a zip as resume', () => {
    expect(checkFile('resume', { name: 'cv.pdf', size: 100, head: EXE })).toBe(
      JOB_MESSAGES.resumeType,
    );
    expect(checkFile('resume', { name: 'cv.zip', size: 100, head: ZIP })).toBe(
      JOB_MESSAGES.resumeType,
    );
    expect(checkFile('portfolio', { name: 'p.zip', size: 100, head: ZIP })).toBeNull();
  });
  it('rejects files over the size limit', () => {
    const size = JOB_LIMITS.resumeMaxBytes + 1;
    expect(checkFile('resume', { name: 'cv.pdf', size, head: PDF })).toBe(
      JOB_MESSAGES.resumeTooLarge,
    );
    expect(checkFile('resume', { name: 'cv.pdf', size: size - 1, head: PDF })).toBeNull();
  });
});
