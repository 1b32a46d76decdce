import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { formatDateTime } from '../contract/format';
import { SITE_PATHS } from '../contract/site';
import { CONTENT_API, type ContentVersionInfo, contentFieldLabel } from '../contract/siteContent';
import {
  type ContentConfirm,
  sameContent,
  siteContentMachine,
} from '../machines/siteContentMachine';
import { FormField, fieldControlProps } from '../src/components/FormField';
import { Modal } from '../src/components/Modal';
import { ScriptedForm } from '../src/components/ScriptedForm';
import { button } from '../src/styles/button.css';
import * as form from '../src/styles/form.css';
import type { StaffApi } from './api';
import { ContentForm } from './ContentForm';
import { STAFF_COPY } from './copy';
import { DialogFormEnd } from './DialogFormEnd';
import { ListStatus } from './ListStatus';
import { AlertMessage, SuccessMessage } from './Messages';
import { ScrollRegion } from './ScrollRegion';
import { SectionPanel } from './SectionPanel';
import * as styles from './StaffConsole.css';
import { type Column, StaffTable } from './StaffTable';

const C = STAFF_COPY.content;
const PREVIEW_WIDTHS = [375, 768, 1280] as const;
const PREVIEW_HEIGHT = 800;

function confirmText(confirm: ContentConfirm) {
  if (confirm.kind === 'revert') {
    return { ...C.confirm.revert, title: C.confirm.revert.title(confirm.version) };
  }
  return C.confirm[confirm.kind];
}

/** The page at the three widths the site is checked at, drawn at half size. */
function PreviewFrames({ path, stamp }: { path: string; stamp: string }) {
  const src = `${CONTENT_API.preview}?path=${encodeURIComponent(path)}&v=${encodeURIComponent(stamp)}`;
  return (
    <ScrollRegion label={C.previewHeading} className={styles.previewFrames}>
      {PREVIEW_WIDTHS.map((width) => (
        <figure key={width} className={styles.previewFrame}>
          <div
            className={styles.previewViewport}
            style={{ width: width / 2, height: PREVIEW_HEIGHT / 2 }}
          >
            <iframe
              className={styles.previewIframe}
              title={C.previewFrameTitle(path, width)}
              src={src}
              width={width}
              height={PREVIEW_HEIGHT}
            />
          </div>
          <figcaption>{C.previewFrame(width)}</figcaption>
        </figure>
      ))}
    </ScrollRegion>
  );
}

/** 사이트 내용: the content as a form, its preview, and what was published when. */
export function ContentSection({ api }: { api: StaffApi }) {
  const [state, send] = useMachine(
    siteContentMachine.provide({
      actors: {
        fetchContent: fromPromise(() => api.fetchContent()),
        saveDraft: fromPromise(({ input }) => api.saveDraft(input)),
        discardDraft: fromPromise(({ input }) => api.discardDraft(input)),
        publishDraft: fromPromise(({ input }) => api.publishDraft(input)),
        revertTo: fromPromise(({ input }) => api.revertTo(input)),
        uploadImage: fromPromise(({ input }) => api.uploadImage(input)),
      },
    }),
  );
  const [previewChoice, setPreviewChoice] = useState<string>('/');
  const { context } = state;
  const { server, working } = context;
  const editing = state.matches('editing');
  const busy = !editing && !state.matches('failed') && !state.matches('confirming');
  const owner = api.role === 'owner';
  const errorEntries = Object.entries(context.fieldErrors);
  const unsaved =
    server !== null &&
    working !== null &&
    !sameContent(working, server.draft?.content ?? server.published.content);

  const columns: Column<ContentVersionInfo>[] = [
    { header: C.version, cell: (row) => row.version },
    { header: C.publishedBy, cell: (row) => row.published_by },
    { header: C.publishedAt, cell: (row) => formatDateTime(row.published_at) },
    {
      header: C.changed,
      cell: (row) =>
        [
          row.reverted_from === null ? null : C.revertedFrom(row.reverted_from),
          row.changed.length === 0 ? C.firstVersion : row.changed.map(contentFieldLabel).join(', '),
        ]
          .filter(Boolean)
          .join(' · '),
    },
    {
      header: C.revertHeader,
      cell: (row) =>
        row.version === server?.published.version ? (
          C.current
        ) : owner ? (
          <button
            type="button"
            className={button({ tone: 'outline', size: 'sm' })}
            aria-label={C.revertLabel(row.version)}
            disabled={!editing}
            onClick={() => send({ type: 'REVERT', version: row.version })}
          >
            {C.revert}
          </button>
        ) : null,
    },
  ];

  const confirm = state.matches('confirming') || busy ? context.confirm : null;
  const text = confirm && confirmText(confirm);

  return (
    <SectionPanel headingId="content-heading" title={STAFF_COPY.sections.content}>
      <p className={styles.muted}>{C.intro}</p>
      {context.done && <SuccessMessage>{C.done[context.done]}</SuccessMessage>}
      {state.matches('uploading') && (
        <p role="status" className={styles.muted}>
          {C.imageUploading}
        </p>
      )}
      {server && working ? (
        <AlertMessage message={confirm ? null : context.errorMessage} />
      ) : (
        <ListStatus
          loading={state.matches('loading')}
          failed={state.matches('failed')}
          errorMessage={context.errorMessage}
          total={0}
          onRetry={() => send({ type: 'RETRY' })}
        />
      )}
      {server && working && (
        <>
          <p>
            {C.publishedVersion(server.published.version)}
            {' · '}
            {server.draft
              ? C.draftSaved(server.draft.updated_by, formatDateTime(server.draft.updated_at))
              : C.noDraft}
            {unsaved && ` · ${C.unsavedNote}`}
          </p>
          {!owner && <p className={styles.muted}>{C.ownerPublishes}</p>}
          {errorEntries.length > 0 && (
            <div role="alert" className={styles.message({ tone: 'danger' })}>
              <p>{C.errorsHeading(errorEntries.length)}</p>
              <ul>
                {errorEntries.map(([path, message]) => (
                  <li key={path}>
                    <a href={`#content-${path.replaceAll('.', '-')}`}>
                      {contentFieldLabel(path)}: {message}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <ScriptedForm
            className={styles.contentForm}
            aria-labelledby="content-heading"
            onSubmit={() => send({ type: 'SAVE' })}
          >
            <ContentForm
              content={working}
              errors={context.fieldErrors}
              disabled={!editing}
              onEdit={(path, value) => send({ type: 'EDITED', path, value })}
              onAdd={(path, item) => send({ type: 'ITEM_ADDED', path, item })}
              onRemove={(path, index) => send({ type: 'ITEM_REMOVED', path, index })}
              onImage={(path, file) => send({ type: 'IMAGE_CHOSEN', path, file })}
            />
            <div className={styles.actions}>
              <button type="submit" className={button({ tone: 'primary' })} disabled={!editing}>
                {C.save}
              </button>
              {(server.draft || unsaved) && (
                <button
                  type="button"
                  className={button({ tone: 'outline' })}
                  disabled={!editing}
                  onClick={() => send({ type: 'DISCARD' })}
                >
                  {server.draft ? C.discard : C.discardEdits}
                </button>
              )}
              {owner && (
                <button
                  type="button"
                  className={button({ tone: 'brand' })}
                  disabled={!editing}
                  onClick={() => send({ type: 'PUBLISH' })}
                >
                  {C.publish}
                </button>
              )}
            </div>
          </ScriptedForm>

          <section className={styles.panel} aria-labelledby="content-preview-heading">
            <h3 id="content-preview-heading" className={styles.reviewTitle}>
              {C.previewHeading}
            </h3>
            <p className={styles.muted}>{C.previewNote}</p>
            <div className={styles.filters}>
              <FormField id="content-preview-path" label={C.previewPage} error={undefined}>
                <select
                  {...fieldControlProps('content-preview-path', undefined)}
                  className={form.input}
                  value={previewChoice}
                  onChange={(event) => setPreviewChoice(event.target.value)}
                >
                  {SITE_PATHS.map((path) => (
                    <option key={path} value={path}>
                      {path}
                    </option>
                  ))}
                </select>
              </FormField>
              <button
                type="button"
                className={button({ tone: 'outline' })}
                onClick={() => send({ type: 'PREVIEW', path: previewChoice })}
              >
                {C.previewOpen}
              </button>
              {context.previewPath && (
                <button
                  type="button"
                  className={button({ tone: 'outline' })}
                  onClick={() => send({ type: 'PREVIEW_CLOSED' })}
                >
                  {C.previewClose}
                </button>
              )}
            </div>
            {context.previewPath && (
              <PreviewFrames
                path={context.previewPath}
                stamp={`${server.published.version}-${server.draft?.updated_at ?? ''}`}
              />
            )}
          </section>

          <div>
            <h3 className={styles.reviewTitle}>{C.historyHeading}</h3>
            <StaffTable
              label={C.historyHeading}
              items={server.history.map((row) => ({ ...row, id: row.version }))}
              columns={columns}
              busy={busy}
            />
          </div>
        </>
      )}

      {confirm && text && (
        <Modal
          title={text.title}
          role="alertdialog"
          onRequestClose={() => send({ type: 'CANCEL' })}
        >
          <ScriptedForm className={form.form} onSubmit={() => send({ type: 'CONFIRM' })}>
            <p>{text.body}</p>
            <DialogFormEnd
              errorMessage={null}
              cancelLabel={C.confirm.cancel}
              submitLabel={text.submit}
              busy={busy}
              onCancel={() => send({ type: 'CANCEL' })}
            />
          </ScriptedForm>
        </Modal>
      )}
    </SectionPanel>
  );
}
