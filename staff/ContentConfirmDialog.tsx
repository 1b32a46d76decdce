import { CONTENT_CHANGE_WORDS } from '../contract/contentChanges';
import { CONTENT_EDITOR_COPY } from '../contract/contentEditorCopy';
import type { ContentConfirm } from '../machines/siteContentMachine';
import { Modal } from '../src/components/Modal';
import { ScriptedForm } from '../src/components/ScriptedForm';
import * as form from '../src/styles/form.css';
import * as editor from './ContentEditor.css';
import { STAFF_COPY } from './copy';
import { DialogFormEnd } from './DialogFormEnd';

const C = STAFF_COPY.content;
const P = CONTENT_EDITOR_COPY.publish;

function confirmText(confirm: ContentConfirm) {
  if (confirm.kind === 'revert') {
    return { ...C.confirm.revert, title: C.confirm.revert.title(confirm.version) };
  }
  return C.confirm[confirm.kind];
}

/**
 * The question before a publish, a revert or a discard. A publish's lists what it changes, part
 * by part (decision 299), so the owner confirms knowing what visitors will see change.
 */
export function ContentConfirmDialog({
  confirm,
  busy,
  onConfirm,
  onCancel,
}: {
  confirm: ContentConfirm;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const text = confirmText(confirm);
  return (
    <Modal title={text.title} role="alertdialog" onRequestClose={onCancel}>
      <ScriptedForm className={form.form} onSubmit={onConfirm}>
        <p>{text.body}</p>
        {confirm.kind === 'publish' && (
          <div>
            <p id="content-publish-changes" className={editor.changesHeading}>
              {P.changesHeading}
            </p>
            {confirm.changes.length === 0 ? (
              <p>{CONTENT_CHANGE_WORDS.nothing}</p>
            ) : (
              <ul aria-labelledby="content-publish-changes" className={editor.changes}>
                {confirm.changes.map((line) => (
                  <li key={line.part}>{P.line(line)}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <DialogFormEnd
          errorMessage={null}
          cancelLabel={C.confirm.cancel}
          submitLabel={text.submit}
          busy={busy}
          onCancel={onCancel}
        />
      </ScriptedForm>
    </Modal>
  );
}
