import sharp from 'sharp';
import { afterAll, expect, test } from 'vitest';
import { CONTENT_LIMITS, CONTENT_MESSAGES } from '../../../contract/contentLimits';
import { API_MESSAGES } from '../../../contract/messages';
import {
  CONTENT_API,
  CONTENT_IMAGE_FIELD,
  type ContentState,
  repositoryContent,
  type UploadedImage,
} from '../../../contract/siteContent';
import { STAFF_API } from '../../../contract/staff';
import type { AuditEntry, StaffPage } from '../../../contract/staffAnswers';
import { caseImageSrcSet } from '../../../contract/successCaseImages';
import { contentImageRepository } from '../../../server/db/contentImages';
import { createTestApp, describeEachDatabase, openForSuite } from '../helpers';
import { fakeBuild } from '../support/fakeBuild';
import { addStaff, asStaff, PASSWORD, type Signed, signIn } from '../support/staff';

// Staff upload a success case's picture (decision 154): recognised by its bytes, re-encoded to
// WebP at the pages' sizes, stored in the database and served from it; anything else is refused
// with a Korean message and leaves nothing behind.

const CLERK = '이직원';

/** A multipart body with one file part, written by hand so name and type can lie. */
function multipart(data: Buffer, fileName = 'photo.jpg', field: string = CONTENT_IMAGE_FIELD) {
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
async function picture(format: 'jpeg' | 'png' | 'webp', width = 1200, height = 900) {
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
const decompressionBomb = () => {
  bomb ??= sharp({
    create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' },
    limitInputPixels: false,
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return bomb;
};

describeEachDatabase('uploading a success case picture on %s', (kind) => {
  const build = fakeBuild();
  const t = openForSuite(async () => {
    const opened = await createTestApp(kind, { distDir: build.dir });
    await addStaff(opened.app, CLERK, PASSWORD, 'staff');
    return opened;
  });
  afterAll(() => build.dispose());

  const upload = (signed: Signed, data: Buffer, fileName?: string, field?: string) =>
    t.app.inject(
      asStaff(signed, {
        method: 'POST',
        url: CONTENT_API.images,
        ...multipart(data, fileName, field),
      }),
    );
  const stored = () => contentImageRepository(t.db).count();

  test('JPEG, PNG and WebP come back as WebP at 640×400 and 1280×800, served for a year', async () => {
    const clerk = await signIn(t.app, CLERK);
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const answer = await upload(clerk, await picture(format), `사진.${format}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const image = answer.json() as UploadedImage;
      expect(image).toMatchObject({ width: 640, height: 400 });
      expect(image.src).toMatch(/^\/images\/uploads\/[0-9a-f]{64}-640\.webp$/);
      const double = image.src.replace('-640.webp', '-1280.webp');
      expect(caseImageSrcSet(image.src)).toBe(`${image.src} 1x, ${double} 2x`);
      for (const [url, width, height] of [
        [image.src, 640, 400],
        [double, 1280, 800],
      ] as const) {
        const served = await t.app.inject({ url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(served.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
        // The camera's metadata does not travel on.
        expect(meta.exif).toBeUndefined();
      }
    }
    expect(await stored()).toBe(6);
    const records = (
      await t.app.inject(
        asStaff(clerk, {
          method: 'GET',
          url: `${STAFF_API.audit}?action=content_image_uploaded`,
        }),
      )
    ).json() as StaffPage<AuditEntry>;
    expect(records.items).toHaveLength(3);
    expect(records.items[0]).toMatchObject({ staff_name: CLERK });
  });

  test('a picture turned by its EXIF tag is stored upright, without the tag', async () => {
    const clerk = await signIn(t.app, CLERK);
    // Stored 400 wide and 1000 high, shown (orientation 6: turned 90°) 1000 wide and 400 high.
    const tall = await sharp(await picture('png', 400, 1000))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const answer = await upload(clerk, tall);
    expect(answer.statusCode).toBe(200);
    const served = await t.app.inject({ url: (answer.json() as UploadedImage).src });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([640, 400, undefined]);
  });

  test('the draft takes the uploaded picture with the alt text staff type', async () => {
    const clerk = await signIn(t.app, CLERK);
    const image = (await upload(clerk, await picture('png', 800, 500))).json() as UploadedImage;
    const [first, ...rest] = repositoryContent.successCases;
    if (!first) throw new Error('the repository has six cases');
    const saved = await t.app.inject(
      asStaff(clerk, {
        method: 'PUT',
        url: CONTENT_API.draft,
        payload: {
          ...repositoryContent,
          successCases: [{ ...first, image: { ...image, alt: '상담 중인 세무사' } }, ...rest],
        },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as ContentState).draft?.content.successCases[0]?.image.src).toBe(
      image.src,
    );
  });

  test('anything but a readable JPEG, PNG or WebP is refused, says why, and stores nothing', async () => {
    const clerk = await signIn(t.app, CLERK);
    const png = await picture('png', 300, 200);
    const before = await stored();
    const bomb = await decompressionBomb();
    expect(bomb.length).toBeLessThan(CONTENT_LIMITS.imageMaxBytes);
    // Each side on its own: either one past the limit is refused.
    const oneColour = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
    const wide = await oneColour(CONTENT_LIMITS.imageDimensionMax + 1, 10);
    const tall = await oneColour(10, CONTENT_LIMITS.imageDimensionMax + 1);
    for (const [data, fileName, status, message] of [
      [Buffer.from('%PDF-1.7\n이력서'), 'photo.jpg', 415, CONTENT_MESSAGES.imageType],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'a.svg',
        415,
        CONTENT_MESSAGES.imageType,
      ],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'a.gif', 415, CONTENT_MESSAGES.imageType],
      [Buffer.alloc(2_000, 0), 'nul.png', 415, CONTENT_MESSAGES.imageType],
      [Buffer.alloc(0), 'empty.jpg', 400, CONTENT_MESSAGES.imageRequired],
      [png.subarray(0, 40), 'cut.png', 400, CONTENT_MESSAGES.imageUnreadable],
      [
        png.subarray(0, Math.floor(png.length / 2)),
        'half.png',
        400,
        CONTENT_MESSAGES.imageUnreadable,
      ],
      [
        Buffer.concat([png.subarray(0, 16), Buffer.alloc(500, 0)]),
        'broken.png',
        400,
        CONTENT_MESSAGES.imageUnreadable,
      ],
      // A WebP's signature around other bytes.
      [
        Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), png]),
        'fake.webp',
        400,
        CONTENT_MESSAGES.imageUnreadable,
      ],
      [bomb, 'bomb.png', 400, CONTENT_MESSAGES.imageTooManyPixels],
      [wide, 'wide.png', 400, CONTENT_MESSAGES.imageTooManyPixels],
      [tall, 'tall.png', 400, CONTENT_MESSAGES.imageTooManyPixels],
      [
        Buffer.concat([png, Buffer.alloc(CONTENT_LIMITS.imageMaxBytes)]),
        'big.png',
        413,
        CONTENT_MESSAGES.imageTooLarge,
      ],
    ] as const) {
      const refused = await upload(clerk, data, fileName);
      expect(refused.statusCode, fileName).toBe(status);
      expect(refused.json().detail, fileName).toBe(message);
    }
    // The file under another field, or no multipart at all.
    const elsewhere = await upload(clerk, png, 'a.png', 'resume');
    expect([elsewhere.statusCode, elsewhere.json().detail]).toEqual([
      400,
      CONTENT_MESSAGES.imageRequired,
    ]);
    const json = await t.app.inject(
      asStaff(clerk, { method: 'POST', url: CONTENT_API.images, payload: { image: 'x' } }),
    );
    expect([json.statusCode, json.json().detail]).toEqual([415, API_MESSAGES.unsupportedMediaType]);
    expect(await stored()).toBe(before);
  });

  test('a PNG named .jpg is still a PNG: accepted by its bytes', async () => {
    const clerk = await signIn(t.app, CLERK);
    const answer = await upload(clerk, await picture('png', 640, 400), 'photo.jpg');
    expect(answer.statusCode).toBe(200);
  });

  test('only signed-in staff with the forgery token upload; unknown pictures are 404', async () => {
    const before = await stored();
    const png = await picture('png', 300, 200);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: CONTENT_API.images,
      ...multipart(png),
    });
    expect(anonymous.statusCode).toBe(401);
    const clerk = await signIn(t.app, CLERK);
    const forged = await t.app.inject(
      asStaff(
        { cookie: clerk.cookie, csrf: 'wrong' },
        { method: 'POST', url: CONTENT_API.images, ...multipart(png) },
      ),
    );
    expect(forged.statusCode).toBe(403);
    expect(await stored()).toBe(before);
    for (const url of [
      `/images/uploads/${'0'.repeat(64)}-640.webp`,
      `/images/uploads/${'0'.repeat(64)}-999.webp`,
      '/images/uploads/x.webp',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  test('two pictures in one request are refused as such; a stored one has one address per width', async () => {
    const clerk = await signIn(t.app, CLERK);
    const png = await picture('png', 300, 200);
    const boundary = 'twofiles';
    const file = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from('\r\n'),
      ]);
    const before = await stored();
    for (const second of [CONTENT_IMAGE_FIELD, 'other']) {
      const two = await t.app.inject(
        asStaff(clerk, {
          method: 'POST',
          url: CONTENT_API.images,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: Buffer.concat([
            file(CONTENT_IMAGE_FIELD),
            file(second),
            Buffer.from(`--${boundary}--\r\n`),
          ]),
        }),
      );
      expect([two.statusCode, two.json().detail], second).toEqual([400, CONTENT_MESSAGES.imageOne]);
    }
    // A small form with thousands of fields is the form's fault, not the picture's size.
    const fields = Array.from(
      { length: 2000 },
      (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`,
    ).join('');
    const crowded = await t.app.inject(
      asStaff(clerk, {
        method: 'POST',
        url: CONTENT_API.images,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(fields),
          file(CONTENT_IMAGE_FIELD),
          Buffer.from(`--${boundary}--\r\n`),
        ]),
      }),
    );
    expect([crowded.statusCode, crowded.json().detail]).toEqual([400, API_MESSAGES.malformedBody]);
    expect(await stored()).toBe(before);

    const { src } = (await upload(clerk, png, 'a.png')).json() as UploadedImage;
    expect((await t.app.inject({ url: src })).statusCode).toBe(200);
    for (const alias of ['-0640.webp', '-00640.webp', '-0001280.webp']) {
      const url = src.replace('-640.webp', alias);
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  test('a picture stored once keeps its bytes: its address is cached as immutable', async () => {
    const sha = 'b'.repeat(64);
    const images = (fill: number) => [
      { width: 640, height: 400, bytes: Buffer.alloc(10, fill) },
      { width: 1280, height: 800, bytes: Buffer.alloc(20, fill) },
    ];
    const repository = contentImageRepository(t.db);
    await repository.store(sha, images(1), CLERK);
    // The same file again, encoded by a newer library into other bytes.
    await repository.store(sha, images(2), CLERK);
    expect(Buffer.from((await repository.find(sha, 640)) ?? [])).toEqual(Buffer.alloc(10, 1));
    expect(Buffer.from((await repository.find(sha, 1280)) ?? [])).toEqual(Buffer.alloc(20, 1));
  });

  test('a draft naming a picture never uploaded is refused', async () => {
    const clerk = await signIn(t.app, CLERK);
    const [first, ...rest] = repositoryContent.successCases;
    if (!first) throw new Error('the repository has cases');
    const made = { ...first.image, src: `/images/uploads/${'a'.repeat(64)}-640.webp` };
    const refused = await t.app.inject(
      asStaff(clerk, {
        method: 'PUT',
        url: CONTENT_API.draft,
        payload: { ...repositoryContent, successCases: [{ ...first, image: made }, ...rest] },
      }),
    );
    expect([refused.statusCode, refused.json().detail]).toEqual([
      400,
      CONTENT_MESSAGES.imageMissing,
    ]);
  });
});
