import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { CONTENT_LIMITS, CONTENT_MESSAGES } from '../../contract/contentLimits';
import { CASE_IMAGE_SIZE, UPLOADED_IMAGE_WIDTHS } from '../../contract/successCaseImages';
import type { EncodedImage } from '../db/contentImages';
import { HttpError } from '../http';

// A success case's uploaded picture (decision 154): recognised by its first bytes, never by its
// name or declared type; measured before it is decoded; then re-encoded, so what is served is
// always the server's own WebP without the camera's metadata (location, device).

type ImageKind = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length &&
  signature.every((byte, index) => bytes[at + index] === byte);

/** The file's kind by its magic bytes: JPEG, PNG or WebP; undefined for anything else. */
export function imageKindOf(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF, four bytes of length, WEBP.
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return undefined;
}

const L = CONTENT_LIMITS;
/** libvips' own guard too: a header that lies about its size is refused while decoding. */
const DECODE = { limitInputPixels: L.imageMaxPixels, failOn: 'warning' } as const;

export interface EncodedUpload {
  sha256: string;
  kind: ImageKind;
  /** The picture as uploaded, before rotation. */
  source: { width: number; height: number };
  images: EncodedImage[];
}

/** The upload at the pages' widths, or an HttpError (415, 400) that says why not. */
export async function encodeCaseImage(bytes: Buffer): Promise<EncodedUpload> {
  if (bytes.length === 0) throw new HttpError(400, CONTENT_MESSAGES.imageRequired);
  const kind = imageKindOf(bytes);
  if (!kind) throw new HttpError(415, CONTENT_MESSAGES.imageType);
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header only, no pixel decoded: a 30000×30000 picture is refused below by its size,
    // with its own message, rather than by libvips' limit as unreadable.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== kind) throw new Error(`${kind} signature, ${meta.format} inside`);
    width = meta.width;
    height = meta.height;
  } catch {
    throw new HttpError(400, CONTENT_MESSAGES.imageUnreadable);
  }
  if (!width || !height) throw new HttpError(400, CONTENT_MESSAGES.imageUnreadable);
  if (
    width > L.imageDimensionMax ||
    height > L.imageDimensionMax ||
    width * height > L.imageMaxPixels
  )
    throw new HttpError(400, CONTENT_MESSAGES.imageTooManyPixels);
  const images: EncodedImage[] = [];
  try {
    for (const outWidth of UPLOADED_IMAGE_WIDTHS) {
      const outHeight = (outWidth * CASE_IMAGE_SIZE.height) / CASE_IMAGE_SIZE.width;
      const encoded = await sharp(bytes, DECODE)
        // Upright by the camera's orientation tag; the tag itself goes with the other metadata.
        .rotate()
        // The cards and the detail page crop to 16:10 themselves (object-fit: cover); cropping
        // here keeps the middle and stores no pixels that are never shown.
        .resize(outWidth, outHeight, { fit: 'cover', position: 'centre' })
        .webp({ quality: 80, effort: 4 })
        .toBuffer();
      images.push({ width: outWidth, height: outHeight, bytes: encoded });
    }
  } catch {
    // A file whose header reads but whose pixels do not (cut short, corrupt) is the client's.
    throw new HttpError(400, CONTENT_MESSAGES.imageUnreadable);
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { sha256, kind, source: { width, height }, images };
}
