import type { Queryable } from './database';

// The uploaded pictures of the success cases (migration 010, decision 154).

export interface EncodedImage {
  width: number;
  height: number;
  bytes: Buffer;
}

export function contentImageRepository(db: Queryable) {
  return {
    /**
     * Stores a picture's widths. The same file uploaded again keeps the bytes first stored: the
     * URL is cached as immutable, so what it answers must never change.
     */
    async store(sha256: string, images: readonly EncodedImage[], by: string): Promise<void> {
      for (const image of images) {
        await db.query(
          `INSERT INTO content_images (sha256, width, height, format, bytes, created_by)
           VALUES ($1, $2, $3, 'webp', $4, $5) ON CONFLICT (sha256, width) DO NOTHING`,
          [sha256, image.width, image.height, image.bytes, by],
        );
      }
    },

    async find(sha256: string, width: number): Promise<Uint8Array | undefined> {
      const rows = await db.query<{ bytes: Uint8Array }>(
        'SELECT bytes FROM content_images WHERE sha256 = $1 AND width = $2',
        [sha256, width],
      );
      return rows[0]?.bytes;
    },

    /** Which of these uploads (by hash) are not stored: a draft naming one would show nothing. */
    async missing(sha256s: readonly string[]): Promise<string[]> {
      if (sha256s.length === 0) return [];
      const rows = await db.query<{ sha256: string }>(
        'SELECT DISTINCT sha256 FROM content_images WHERE sha256 = ANY($1::text[])',
        [sha256s],
      );
      const stored = new Set(rows.map((row) => row.sha256));
      return sha256s.filter((sha256) => !stored.has(sha256));
    },

    async count(): Promise<number> {
      const rows = await db.query<{ count: number }>(
        'SELECT count(*)::integer AS count FROM content_images',
      );
      return rows[0]?.count ?? 0;
    },
  };
}
