// Where a success case's picture comes from: one of the repository's six SVGs or an upload
// (decision 154) the server stores at the shown width and at twice it.

/** The size the cards and the detail page show a case's picture at, and the upload's sizes. */
export const CASE_IMAGE_SIZE = { width: 640, height: 400 } as const;
/** An upload is stored at the shown size and at twice it, for screens of density 2 and more. */
export const UPLOADED_IMAGE_WIDTHS = [CASE_IMAGE_SIZE.width, CASE_IMAGE_SIZE.width * 2] as const;

/** Where the server serves an uploaded picture at one of its widths (server/routes/contentImages.ts). */
export function uploadedImagePath(sha256: string, width: number): string {
  return `/images/uploads/${sha256}-${width}.webp`;
}
const UPLOADED = /^\/images\/uploads\/([0-9a-f]{64})-(\d+)\.webp$/;
/** A picture a case may show: one of the repository's six, or an upload at the shown width. */
export const CASE_IMAGE_SRC = new RegExp(
  `^/images/cases/case-[1-6]\\.svg$|^/images/uploads/[0-9a-f]{64}-${CASE_IMAGE_SIZE.width}\\.webp$`,
);

/** The upload a picture's address names (its hash), or undefined for the repository's SVGs. */
export function uploadOf(src: string): string | undefined {
  return UPLOADED.exec(src)?.[1];
}

/** The `srcset` of an uploaded picture (its 2× copy too); undefined for the repository's SVGs. */
export function caseImageSrcSet(src: string): string | undefined {
  const sha256 = uploadOf(src);
  if (!sha256) return undefined;
  return UPLOADED_IMAGE_WIDTHS.map(
    (width, index) => `${uploadedImagePath(sha256, width)} ${index + 1}x`,
  ).join(', ');
}
