import { useRef } from 'react';
import { CONTENT_EDITOR_COPY } from '../contract/contentEditorCopy';
import { MAP_LINK_MESSAGES, type MapLinkResult } from '../contract/mapLink';
import { fieldControlProps } from '../src/components/FormField';
import { button } from '../src/styles/button.css';
import * as form from '../src/styles/form.css';
import * as styles from './ContentEditor.css';

const W = CONTENT_EDITOR_COPY.mapLink;
const ID = 'content-firm-coordinates-link';

/**
 * The office's map point from a pasted map link (decision 298): the link is read on paste, on
 * the button or on Enter; the line below says where it put the point or why the link had none.
 * The link itself is never stored, only the two numbers it gives.
 */
export function MapLinkField({
  result,
  disabled,
  onRead,
}: {
  result: MapLinkResult | null;
  disabled: boolean;
  onRead: (text: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const problem = result && !result.ok ? MAP_LINK_MESSAGES[result.problem] : undefined;
  const read = () => onRead(input.current?.value ?? '');
  return (
    <div className={styles.mapLink}>
      <label className={form.label} htmlFor={ID}>
        {W.label}
      </label>
      <p id={`${ID}-hint`} className={form.hint}>
        {W.hint}
      </p>
      <div className={styles.mapLinkRow}>
        <input
          {...fieldControlProps(ID, problem, true)}
          ref={input}
          type="url"
          inputMode="url"
          autoComplete="off"
          className={form.input}
          disabled={disabled}
          onPaste={(event) => onRead(event.clipboardData.getData('text'))}
          onKeyDown={(event) => {
            // Enter reads the link; it must not save the whole form.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            read();
          }}
        />
        <button
          type="button"
          className={button({ tone: 'outline', size: 'sm' })}
          disabled={disabled}
          onClick={read}
        >
          {W.read}
        </button>
      </div>
      {problem && (
        <p id={`${ID}-error`} role="alert" className={form.error}>
          {problem}
        </p>
      )}
      {result?.ok && (
        <p role="status" className={styles.mapLinkPlaced}>
          {W.placed(result.point.lat, result.point.lng)}
        </p>
      )}
      <p className={form.hint}>{W.numbersNote}</p>
    </div>
  );
}
