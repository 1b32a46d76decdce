import * as v from 'valibot';
import {
  CONTENT_API,
  CONTENT_IMAGE_FIELD,
  type ContentState,
  type DraftSeen,
  type SiteContent,
  type UploadedImage,
} from '../contract/siteContent';
import { request, requestNoContent } from './apiRequest';

const contentStateSchema = v.pipe(
  v.looseObject({
    published: v.looseObject({ version: v.number(), content: v.looseObject({}) }),
    history: v.array(v.looseObject({ version: v.number() })),
  }),
  v.transform((state) => state as unknown as ContentState),
);
const uploadedImageSchema = v.object({
  src: v.string(),
  width: v.number(),
  height: v.number(),
}) satisfies v.GenericSchema<unknown, UploadedImage>;

/** The site content's calls (contract/siteContent.ts), watched and carrying the CSRF token. */
export const contentCalls = (
  watched: <T>(call: Promise<T>) => Promise<T>,
  csrf: Record<string, string>,
  /** Tells the console a publish or a revert happened: what it shows of the facts is checked again. */
  published: <T>(call: Promise<T>) => Promise<T>,
) => ({
  fetchContent: () => watched(request(CONTENT_API.state, contentStateSchema)),
  saveDraft: (content: SiteContent) =>
    watched(
      request(CONTENT_API.draft, contentStateSchema, {
        method: 'PUT',
        body: { ...content },
        headers: csrf,
      }),
    ),
  /** Throws the draft away, then reads what is left (DELETE answers nothing). */
  discardDraft: async (seen: DraftSeen) => {
    await watched(
      requestNoContent(CONTENT_API.draft, { method: 'DELETE', body: seen, headers: csrf }),
    );
    return watched(request(CONTENT_API.state, contentStateSchema));
  },
  publishDraft: (seen: DraftSeen) =>
    published(
      watched(
        request(CONTENT_API.publish, contentStateSchema, {
          method: 'POST',
          body: seen,
          headers: csrf,
        }),
      ),
    ),
  revertTo: ({ version, ...seen }: DraftSeen & { version: number }) =>
    published(
      watched(
        request(CONTENT_API.revert(version), contentStateSchema, {
          method: 'POST',
          body: seen,
          headers: csrf,
        }),
      ),
    ),
  uploadImage: ({ file }: { file: File }) => {
    const body = new FormData();
    body.append(CONTENT_IMAGE_FIELD, file);
    return watched(
      request(CONTENT_API.images, uploadedImageSchema, { method: 'POST', body, headers: csrf }),
    );
  },
});
