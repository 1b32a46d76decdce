import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { formatDateTime } from '../contract/format';
import { type ContentVersionInfo, contentFieldLabel } from '../contract/siteContent';
import { sameContent, siteContentMachine } from '../machines/siteContentMachine';
import { ScriptedForm } from '../src/components/ScriptedForm';
import { button } from '../src/styles/button.css';
import type { StaffApi } from './api';
import { ContentConfirmDialog } from './ContentConfirmDialog';
import { ContentForm } from './ContentForm';
import { ContentPreview } from './ContentPreview';
import { STAFF_COPY } from './copy';
import { ListStatus } from './ListStatus';
import { AlertMessage, SuccessMessage } from './Messages';
import { SectionPanel } from './SectionPanel';
import * as styles from './StaffConsole.css';
import { type Column, StaffTable } from './StaffTable';

const C = STAFF_COPY.content;

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
              mapLink={context.mapLink}
              onMapLink={(text) => send({ type: 'MAP_LINK_PASTED', text })}
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

          <ContentPreview
            content={server.draft?.content ?? server.published.content}
            shownPath={context.previewPath}
            stamp={`${server.published.version}-${server.draft?.updated_at ?? ''}`}
            onOpen={(path) => send({ type: 'PREVIEW', path })}
            onClose={() => send({ type: 'PREVIEW_CLOSED' })}
          />

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

      {confirm && (
        <ContentConfirmDialog
          confirm={confirm}
          busy={busy}
          onConfirm={() => send({ type: 'CONFIRM' })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
      )}
    </SectionPanel>
  );
}
