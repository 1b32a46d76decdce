import * as v from 'valibot';
import { JOB_LIMITS as L } from './limits';
import { JOB_MESSAGES as M } from './messages';
import { phoneField } from './phone';
import { hasForbiddenCharacters, optionalText, requiredText } from './text';

export const JOB_POSITION_IDS = ['tax-accountant', 'accounting-staff', 'tax-consultant'] as const;
export type JobPositionId = (typeof JOB_POSITION_IDS)[number];

/** Text fields of the multipart POST /api/job-applications (files are checked separately). */
export const jobApplicationFieldsSchema = v.object({
  name: requiredText(L.nameMax, M.nameRequired, M.nameTooLong),
  email: v.pipe(
    v.string(M.emailRequired),
    v.trim(),
    v.nonEmpty(M.emailRequired),
    v.maxLength(L.emailMax, M.emailInvalid),
    v.email(M.emailInvalid),
  ),
  phone: phoneField(L.phoneMax, M.phoneRequired, M.phoneTooLong),
  position: v.picklist(JOB_POSITION_IDS, M.positionRequired),
  introduction: requiredText(L.introductionMax, M.introductionRequired, M.introductionTooLong),
  experience: optionalText(L.experienceMax, M.experienceTooLong),
  privacyAgreement: v.pipe(
    v.union([v.literal(true), v.literal('true'), v.literal('on')], M.privacyRequired),
    v.transform(() => true as const),
  ),
});
export type JobApplicationFields = v.InferOutput<typeof jobApplicationFieldsSchema>;

export type FileKind = 'pdf' | 'zip' | 'doc' | 'docx';

export const RESUME_KINDS: readonly FileKind[] = ['pdf', 'doc', 'docx'];
export const PORTFOLIO_KINDS: readonly FileKind[] = ['pdf', 'zip', 'doc', 'docx'];

export const FILE_RULES = {
  resume: {
    kinds: RESUME_KINDS,
    maxBytes: L.resumeMaxBytes,
    typeMessage: M.resumeType,
    sizeMessage: M.resumeTooLarge,
    required: true,
  },
  portfolio: {
    kinds: PORTFOLIO_KINDS,
    maxBytes: L.portfolioMaxBytes,
    typeMessage: M.portfolioType,
    sizeMessage: M.portfolioTooLarge,
    required: false,
  },
} as const;
export type FileField = keyof typeof FILE_RULES;

export const FILE_ACCEPT: Record<FileField, string> = {
  resume: '.pdf,.doc,.docx',
  portfolio: '.pdf,.zip,.doc,.docx',
};

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK.. (also .docx)
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // legacy .doc

/**
 * What a file really is, from its first bytes and its name. A `.docx` is a zip, so the
 * extension decides between the two once the bytes say "zip". Returns null for anything else.
 */
export function detectFileKind(fileName: string, head: Uint8Array): FileKind | null {
  const ext = extensionOf(fileName);
  if (startsWith(head, PDF)) return ext === 'pdf' ? 'pdf' : null;
  if (startsWith(head, OLE)) return ext === 'doc' ? 'doc' : null;
  if (startsWith(head, ZIP) || startsWith(head, ZIP_EMPTY)) {
    if (ext === 'docx') return 'docx';
    if (ext === 'zip') return 'zip';
  }
  return null;
}

/** Bytes needed by detectFileKind. */
export const FILE_SIGNATURE_BYTES = 8;

/** One file against its rule; returns the Korean message or null when it is acceptable. */
export function checkFile(
  field: FileField,
  file: { name: string; size: number; head: Uint8Array } | null,
): string | null {
  const rule = FILE_RULES[field];
  if (!file || file.size === 0) return rule.required ? M.resumeRequired : null;
  if (hasForbiddenCharacters(file.name) || [...file.name].length > L.fileNameMax) {
    return M.fileNameInvalid;
  }
  if (file.size > rule.maxBytes) return rule.sizeMessage;
  const kind = detectFileKind(file.name, file.head);
  if (!kind || !rule.kinds.includes(kind)) return rule.typeMessage;
  return null;
}

export const JOB_APPLICATION_API = '/api/job-applications';

/** 201 answer of POST /api/job-applications. */
export const jobApplicationResponseSchema = v.object({ status: v.literal('success') });
export type JobApplicationResponse = v.InferOutput<typeof jobApplicationResponseSchema>;
