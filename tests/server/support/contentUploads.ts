import sharp from 'sharp';
import { CONTENT_IMAGE_FIELD } from '../../../contract/siteContent';

// Pictures for the upload tests, and the multipart body that carries one.

/** A multipart body with one file part, written by hand so name and type can lie. */
export function multipart(
  data: Buffer,
  fileName = 'photo.jpg',
  field: string = CONTENT_IMAGE_FIELD,
) {
  const boundary = 'imageboundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** A photo-like picture (a gradient with a block), in `format`. */
export async function picture(format: 'jpeg' | 'png' | 'webp', width = 1200, height = 900) {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      raw[at] = (x * 255) / width;
      raw[at + 1] = (y * 255) / height;
      raw[at + 2] = x > width / 3 && x < width / 2 ? 255 : 40;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A PNG of 10000×10000 pixels in one colour: a few hundred kilobytes that would decode to 300 MB
 * (a decompression bomb). Made once: encoding it takes seconds.
 */
let bomb: Promise<Buffer> | undefined;
export const decompressionBomb = () => {
  bomb ??= sharp({
    create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' },
    limitInputPixels: false,
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return bomb;
};
