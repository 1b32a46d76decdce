// Staff upload a success case's picture (decision 154): recognised by its bytes, re-encoded to
// WebP at the pages' sizes, stored in the database and served from it; anything else is refused
// with a Korean message and leaves nothing behind.
import sharp from 'sharp';
import { afterAll, expect, test } from 'vitest';
import { CONTENT_LIMITS } from '../../../contract/contentLimits';
import {
  CONTENT_API,
  type ContentState,
  repositoryContent,
  type UploadedImage,
} from '../../../contract/siteContent';
import { STAFF_API } from '../../../contract/staff';
import type { AuditEntry, StaffPage } from '../../../contract/staffAnswers';
import { caseImageSrcSet } from '../../../contract/successCaseImages';
import { contentImageRepository } from '../../../server/db/contentImages';
import { createTestApp, describeEachDatabase, openForSuite } from '../helpers';
import { multipart, picture } from '../support/contentUploads';
import { fakeBuild } from '../support/fakeBuild';
import { addStaff, asStaff, PASSWORD, type Signed, signIn } from '../support/staff';

const CLERK = '이직원';

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

  test('a picture exactly imageDimensionMax wide, or tall, is taken (one more is refused)', async () => {
    const clerk = await signIn(t.app, CLERK);
    const oneColour = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
    for (const [width, height] of [
      [CONTENT_LIMITS.imageDimensionMax, 10],
      [10, CONTENT_LIMITS.imageDimensionMax],
    ] as const) {
      const answer = await upload(clerk, await oneColour(width, height), 'edge.png');
      expect(answer.statusCode, `${width}×${height} ${answer.body}`).toBe(200);
    }
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
});
