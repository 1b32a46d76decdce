// Pictures the upload refuses, each with its Korean message and nothing stored: what is not a
// readable JPEG, PNG or WebP (judged by its bytes, not its name), a stranger, two files at once,
// a draft naming a picture never uploaded (decision 154).
import sharp from 'sharp';
import { afterAll, expect, test } from 'vitest';
import { CONTENT_LIMITS, CONTENT_MESSAGES } from '../../../contract/contentLimits';
import { API_MESSAGES } from '../../../contract/messages';
import {
  CONTENT_API,
  CONTENT_IMAGE_FIELD,
  repositoryContent,
  type UploadedImage,
} from '../../../contract/siteContent';
import { contentImageRepository } from '../../../server/db/contentImages';
import { createTestApp, describeEachDatabase, openForSuite } from '../helpers';
import { decompressionBomb, multipart, picture } from '../support/contentUploads';
import { fakeBuild } from '../support/fakeBuild';
import { addStaff, asStaff, PASSWORD, type Signed, signIn } from '../support/staff';

const CLERK = '이직원';

describeEachDatabase('refused success case pictures on %s', (kind) => {
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
