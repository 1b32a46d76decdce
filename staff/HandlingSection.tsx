import { useMachine } from '@xstate/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { HANDLING_STATUS_LABELS, HANDLING_STATUSES } from '../contract/staff';
import { STAFF_NOTICE_COPY as NOTICE } from '../contract/staffConsoleNotices';
import {
  DAY_PRESETS,
  STAFF_FILTER_COPY as FILTER_COPY,
  listSearch,
  presetRange,
  readListSearch,
  seoulToday,
} from '../contract/staffFilters';
import { HANDLING_LIST_TYPES, type HandlingList } from '../contract/staffLists';
import { STAFF_NOTE_COPY as NOTE_COPY } from '../contract/staffNotes';
import type { createHandlingListMachine, HandlingRecord } from '../machines/handlingListMachine';
import { ConfirmDialog } from '../src/components/ConfirmDialog';
import { button } from '../src/styles/button.css';
import * as form from '../src/styles/form.css';
import { csvHref, type HandlingCalls } from './api';
import { STAFF_COPY as COPY } from './copy';
import { FilterInput, FilterSelect } from './FilterFields';
import { FilterForm } from './FilterForm';
import { HandlingDetail } from './HandlingDetail';
import { ListStatus } from './ListStatus';
import { SuccessMessage } from './Messages';
import * as noteStyles from './NoteLog.css';
import { PageNav } from './PageNav';
import { SectionPanel } from './SectionPanel';
import * as styles from './StaffConsole.css';
import { type Column, StaffTable } from './StaffTable';
import { useListHistory } from './useListHistory';

interface HandlingSectionProps<T extends HandlingRecord> {
  /** `consultations` or `applications`: names the ids of the section's controls and its types. */
  name: HandlingList;
  /** A type of the list (HANDLING_LIST_TYPES) as staff read it: 상속세, 세무사. */
  typeLabel: (type: string) => string;
  title: string;
  machine: ReturnType<typeof createHandlingListMachine<T>>;
  calls: HandlingCalls<T>;
  columns: Column<T>[];
  /** The record's name in the detail dialog's title. */
  describe: (item: T) => string;
  details: (item: T) => ReactNode;
  /** The list's CSV, downloaded with the filters last applied. */
  csvPath: string;
  /** The signed-in account, whose own notes it may strike through. */
  staffName: string;
}

/**
 * One handled list (requests or applications): filters, a page of rows, and a dialog that shows
 * one record and changes its status with a note, or deletes it once a confirmation says so.
 */
export function HandlingSection<T extends HandlingRecord>(props: HandlingSectionProps<T>) {
  const { name, title, calls } = props;
  // Read once: the list then writes its filters, page and open record back (decision 234).
  const [start] = useState(() => readListSearch(window.location.search));
  const [state, send] = useMachine(
    props.machine.provide({
      actors: {
        fetchPage: fromPromise(({ input }) => calls.fetchPage(input)),
        fetchOne: fromPromise(({ input }) => calls.fetchOne(input)),
        saveStatus: fromPromise(({ input }) => calls.saveStatus(input)),
        deleteRecord: fromPromise(({ input }) => calls.deleteRecord(input)),
        strikeNote: fromPromise(({ input }) => calls.strikeNote(input)),
      },
    }),
    { input: start },
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

  const showing = state.matches({ list: 'showing' });
  // A record named by the address (at the start, or Back/Forward to it) opens once its list shows.
  const pendingOpen = useRef(start.open);
  useEffect(() => {
    if (!showing || pendingOpen.current === null) return;
    send({ type: 'OPEN', id: pendingOpen.current });
    pendingOpen.current = null;
  }, [showing, send]);
  const address = `${window.location.pathname}${listSearch({
    filters: context.applied,
    page: context.page,
    open: selected?.id ?? null,
  })}`;
  useListHistory(address, (place) => {
    if (selected && place.open !== selected.id) send({ type: 'CLOSE' });
    const sameList =
      place.page === context.page &&
      listSearch({ ...place, open: null }) ===
        listSearch({ filters: context.applied, page: context.page, open: null });
    if (!sameList) send({ type: 'ADDRESS_CHANGED', filters: place.filters, page: place.page });
    if (place.open !== null && place.open !== selected?.id) {
      if (sameList && showing) send({ type: 'OPEN', id: place.open });
      else pendingOpen.current = place.open;
    }
  });

  // 열기 and 처리 상태 come first: on a phone the rest of a row is reached by swiping the table.
  const columns: Column<T>[] = [
    {
      header: COPY.columns.open,
      cell: (item) => (
        <button
          type="button"
          className={button({ tone: 'outline', size: 'sm' })}
          aria-label={`${props.describe(item)} ${COPY.columns.open}`}
          onClick={() => send({ type: 'OPEN', id: item.id })}
        >
          {COPY.columns.open}
        </button>
      ),
    },
    {
      header: COPY.columns.status,
      cell: (item) => <span className={styles.badge}>{HANDLING_STATUS_LABELS[item.status]}</span>,
    },
    ...props.columns,
    {
      header: NOTE_COPY.latest,
      cell: (item) => <span className={noteStyles.latest}>{item.note ?? ''}</span>,
    },
  ];

  return (
    <SectionPanel headingId={id('heading')} title={title}>
      <FilterForm
        summary={FILTER_COPY.disclosure(
          [
            context.applied.q?.trim(),
            context.applied.status && HANDLING_STATUS_LABELS[context.applied.status],
            context.applied.type && props.typeLabel(context.applied.type),
            (context.applied.from || context.applied.to) &&
              `${context.applied.from}–${context.applied.to}`,
          ]
            .filter(Boolean)
            .join(' · '),
        )}
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
        <FilterInput
          id={id('q')}
          label={FILTER_COPY.search}
          value={context.filters.q ?? ''}
          errorId={undefined}
          search
          onChange={(value) => send({ type: 'FILTER_CHANGED', field: 'q', value })}
        />
        <FilterSelect
          id={id('status')}
          label={COPY.filters.status}
          value={context.filters.status}
          values={HANDLING_STATUSES}
          optionLabel={(status) => HANDLING_STATUS_LABELS[status]}
          all={COPY.filters.allStatuses}
          onChange={(value) => send({ type: 'FILTER_CHANGED', field: 'status', value })}
        />
        <FilterSelect
          id={id('type')}
          label={FILTER_COPY.type[name]}
          value={context.filters.type ?? ''}
          values={HANDLING_LIST_TYPES[name]}
          optionLabel={props.typeLabel}
          all={FILTER_COPY.allTypes[name]}
          onChange={(value) => send({ type: 'FILTER_CHANGED', field: 'type', value })}
        />
        {(['from', 'to'] as const).map((field) => (
          <FilterInput
            key={field}
            id={id(field)}
            label={COPY.filters[field]}
            value={context.filters[field]}
            errorId={context.filterError ? id('filter-error') : undefined}
            date
            anyDayForm
            onChange={(value) => send({ type: 'FILTER_CHANGED', field, value })}
          />
        ))}
        <fieldset className={styles.presets}>
          <legend className={form.label}>{FILTER_COPY.presetsLabel}</legend>
          {DAY_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className={button({ tone: 'outline', size: 'sm' })}
              onClick={() => {
                const range = presetRange(preset, seoulToday());
                send({ type: 'FILTER_CHANGED', field: 'from', value: range.from });
                send({ type: 'FILTER_CHANGED', field: 'to', value: range.to });
                send({ type: 'APPLY_FILTERS' });
              }}
            >
              {FILTER_COPY.presets[preset]}
            </button>
          ))}
        </fieldset>
      </FilterForm>

      <ListStatus
        loading={loading}
        failed={state.matches({ list: 'failed' })}
        errorMessage={selected ? null : context.errorMessage}
        total={context.total}
        onRetry={() => send({ type: 'RETRY' })}
      />

      <StaffTable label={title} items={context.items} columns={columns} busy={loading} />
      {context.deleted && <SuccessMessage ref={deletedRef}>{COPY.detail.deleted}</SuccessMessage>}
      {/* Always there, so the words put in it are announced while focus returns to the row. */}
      <p role="status" className={context.saved ? styles.message({ tone: 'success' }) : undefined}>
        {context.saved && NOTICE.savedAndClosed(props.describe(context.saved), context.savedNote)}
      </p>
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
          struck={context.struck}
          staffName={props.staffName}
          viewing={state.matches({ detail: 'viewing' })}
          saving={state.matches({ detail: 'saving' })}
          fieldId={id}
          send={send}
        />
      )}
    </SectionPanel>
  );
}
