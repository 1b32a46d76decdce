import { useMachine } from '@xstate/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { HANDLING_STATUS_LABELS, HANDLING_STATUSES } from '../contract/staff';
import type { createHandlingListMachine, HandlingRecord } from '../machines/handlingListMachine';
import { ConfirmDialog } from '../src/components/ConfirmDialog';
import { button } from '../src/styles/button.css';
import * as form from '../src/styles/form.css';
import { csvHref, type HandlingCalls } from './api';
import { STAFF_COPY as COPY } from './copy';
import { FilterForm } from './FilterForm';
import { FocusedHeading } from './FocusedHeading';
import { HandlingDetail } from './HandlingDetail';
import { ListStatus } from './ListStatus';
import { PageNav } from './PageNav';
import { ScrollRegion } from './ScrollRegion';
import * as styles from './StaffConsole.css';

export interface Column<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

interface HandlingSectionProps<T extends HandlingRecord> {
  /** `consultations` or `applications`: names the ids of the section's controls. */
  name: string;
  title: string;
  machine: ReturnType<typeof createHandlingListMachine<T>>;
  calls: HandlingCalls<T>;
  columns: Column<T>[];
  /** The record's name in the detail dialog's title. */
  describe: (item: T) => string;
  details: (item: T) => ReactNode;
  /** The list's CSV, downloaded with the filters last applied. */
  csvPath: string;
}

/**
 * One handled list (requests or applications): filters, a page of rows, and a dialog that shows
 * one record and changes its status with a note, or deletes it once a confirmation says so.
 */
export function HandlingSection<T extends HandlingRecord>(props: HandlingSectionProps<T>) {
  const { name, title, columns, calls } = props;
  const [state, send] = useMachine(
    props.machine.provide({
      actors: {
        fetchPage: fromPromise(({ input }) => calls.fetchPage(input)),
        fetchOne: fromPromise(({ input }) => calls.fetchOne(input)),
        saveStatus: fromPromise(({ input }) => calls.saveStatus(input)),
        deleteRecord: fromPromise(({ input }) => calls.deleteRecord(input)),
      },
    }),
  );
  const { context } = state;
  const loading = state.matches({ list: 'loading' });
  const selected = state.matches('detail') ? context.selected : null;
  const deletedRef = useRef<HTMLParagraphElement>(null);
  // The deleted record's row (and the button that opened it) is gone: focus moves to the outcome.
  useEffect(() => {
    if (context.deleted) deletedRef.current?.focus();
  }, [context.deleted]);
  const confirming =
    state.matches({ detail: 'confirmingDelete' }) || state.matches({ detail: 'deleting' });
  const id = (field: string) => `${name}-${field}`;

  return (
    <section className={styles.panel} aria-labelledby={id('heading')}>
      <FocusedHeading id={id('heading')} level={2}>
        {title}
      </FocusedHeading>
      <FilterForm
        error={context.filterError}
        errorId={id('filter-error')}
        onApply={() => send({ type: 'APPLY_FILTERS' })}
        actions={
          <a
            className={button({ tone: 'outline' })}
            href={csvHref(props.csvPath, context.applied)}
            download
          >
            {COPY.filters.csv}
          </a>
        }
      >
        <div className={styles.filterField}>
          <label className={form.label} htmlFor={id('status')}>
            {COPY.filters.status}
          </label>
          <select
            id={id('status')}
            className={form.input}
            value={context.filters.status}
            onChange={(event) =>
              send({ type: 'FILTER_CHANGED', field: 'status', value: event.target.value })
            }
          >
            <option value="">{COPY.filters.allStatuses}</option>
            {HANDLING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {HANDLING_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        {(['from', 'to'] as const).map((field) => (
          <div key={field} className={styles.filterField}>
            <label className={form.label} htmlFor={id(field)}>
              {COPY.filters[field]}
            </label>
            <input
              // Typed as the contract's YYYY-MM-DD: Chromium's date picker fields never match
              // :focus-visible, so keyboard users would lose sight of the focus there.
              id={id(field)}
              aria-invalid={context.filterError ? true : undefined}
              aria-describedby={context.filterError ? id('filter-error') : undefined}
              className={form.input}
              inputMode="numeric"
              placeholder={COPY.filters.datePattern}
              maxLength={10}
              value={context.filters[field]}
              onChange={(event) =>
                send({ type: 'FILTER_CHANGED', field, value: event.target.value })
              }
            />
          </div>
        ))}
      </FilterForm>

      <ListStatus
        loading={loading}
        failed={state.matches({ list: 'failed' })}
        errorMessage={selected ? null : context.errorMessage}
        total={context.total}
        onRetry={() => send({ type: 'RETRY' })}
      />

      {context.items.length > 0 && (
        <ScrollRegion label={title}>
          <table className={styles.table} aria-busy={loading}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
                <th scope="col">{COPY.columns.status}</th>
                <th scope="col">{COPY.columns.open}</th>
              </tr>
            </thead>
            <tbody>
              {context.items.map((item) => (
                <tr key={item.id}>
                  {columns.map((column) => (
                    <td key={column.header}>{column.cell(item)}</td>
                  ))}
                  <td>
                    <span className={styles.badge}>{HANDLING_STATUS_LABELS[item.status]}</span>
                  </td>
                  <td>
                    <button
                      type="button"
                      className={button({ tone: 'outline', size: 'sm' })}
                      aria-label={`${props.describe(item)} ${COPY.columns.open}`}
                      onClick={() => send({ type: 'OPEN', id: item.id })}
                    >
                      {COPY.columns.open}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {context.deleted && (
        <p
          ref={deletedRef}
          tabIndex={-1}
          role="status"
          className={styles.message({ tone: 'success' })}
        >
          {COPY.detail.deleted}
        </p>
      )}
      <PageNav
        page={context.page}
        total={context.total}
        onSelect={(page) => send({ type: 'PAGE_CHANGED', page })}
      />

      {selected && confirming && (
        <ConfirmDialog
          message={COPY.detail.confirmDelete(props.describe(selected))}
          confirmLabel={COPY.detail.delete}
          tone="danger"
          busy={state.matches({ detail: 'deleting' })}
          onConfirm={() => send({ type: 'CONFIRM_DELETE' })}
          onCancel={() => send({ type: 'CANCEL_DELETE' })}
        />
      )}
      {selected && !confirming && (
        <HandlingDetail
          record={selected}
          title={props.describe(selected)}
          details={props.details(selected)}
          draft={context.draft}
          draftError={context.draftError}
          errorMessage={context.errorMessage}
          saved={context.saved}
          viewing={state.matches({ detail: 'viewing' })}
          saving={state.matches({ detail: 'saving' })}
          fieldId={id}
          send={send}
        />
      )}
    </section>
  );
}
