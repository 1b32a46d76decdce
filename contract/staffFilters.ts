import { formatDate } from './format';
import { HANDLING_STATUSES } from './staff';
import { HANDLING_LIST_TYPES, type HandlingFilters } from './staffLists';

// The request and application lists' filters as staff type them and as the address keeps them
// (decision 234): days in the forms people write, the presets, and the filters in the address so
// a view can be bookmarked or sent to a colleague.

export const STAFF_FILTER_COPY = {
  search: '이름 또는 연락처',
  searchHint: '연락처는 010-1234-5678, 01012345678처럼 어떻게 입력해도 찾습니다.',
  datePattern: '예: 2026-12-06, 2026.12.06, 12/6',
  /** The calendar button beside a typed day: the native picker, its day typed into the field. */
  calendar: '달력',
  pickDay: (label: string) => `${label} 달력에서 고르기`,
  presetsLabel: '기간 빠르게 고르기',
  presets: { today: '오늘', week: '이번 주', month: '이번 달' },
  link: '링크',
  /** On a phone the filters fold behind this, followed by what they are set to. */
  disclosure: (active: string) => `필터: ${active || '전체'}`,
  /** The type select beside the status: each list's own word for it, and its "any". */
  type: { consultations: '상담 유형', applications: '지원 분야' },
  allTypes: { consultations: '모든 유형', applications: '모든 분야' },
  linkLabel: (what: string) => `${what} 바로가기 링크`,
} as const;

export type DayPreset = keyof typeof STAFF_FILTER_COPY.presets;
export const DAY_PRESETS = Object.keys(STAFF_FILTER_COPY.presets) as DayPreset[];

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in Korea, YYYY-MM-DD. */
export const seoulToday = (now = Date.now()) => formatDate(new Date(now).toISOString());

/**
 * A day as staff type it, as the contract's YYYY-MM-DD: `2026-12-06`, `2026.12.06`,
 * `2026. 12. 6.`, `2026/12/6`, `20261206`, and without a year (`12/6`, `12.6`, `12월 6일`) in
 * `today`'s year. Anything else is returned trimmed, for the schema to refuse with its message.
 */
export function typedDay(text: string, today: string): string {
  const value = text.trim();
  const full = /^(\d{4})\s*[-./]\s*(\d{1,2})\s*[-./]\s*(\d{1,2})\.?$/.exec(value);
  if (full) return `${full[1]}-${pad(Number(full[2]))}-${pad(Number(full[3]))}`;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  const short =
    /^(\d{1,2})\s*[./]\s*(\d{1,2})\.?$/.exec(value) ?? /^(\d{1,2})월\s*(\d{1,2})일$/.exec(value);
  if (short) return `${today.slice(0, 4)}-${pad(Number(short[1]))}-${pad(Number(short[2]))}`;
  return value;
}

/** The filters with their days as the contract reads them. */
export const withTypedDays = (filters: HandlingFilters, today: string): HandlingFilters => ({
  ...filters,
  from: typedDay(filters.from, today),
  to: typedDay(filters.to, today),
});

/** A preset's inclusive range: today; this week, Monday to Sunday; this calendar month. */
export function presetRange(preset: DayPreset, today: string): { from: string; to: string } {
  const day = new Date(`${today}T00:00:00Z`);
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const shifted = (days: number) => new Date(day.getTime() + days * 86_400_000);
  if (preset === 'today') return { from: today, to: today };
  if (preset === 'week') {
    const sinceMonday = (day.getUTCDay() + 6) % 7;
    return { from: iso(shifted(-sinceMonday)), to: iso(shifted(6 - sinceMonday)) };
  }
  const last = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0));
  return { from: `${today.slice(0, 8)}01`, to: iso(last) };
}

/** What a list's address holds: the filters applied, the page and the record open. */
export interface ListAddress {
  filters: HandlingFilters;
  page: number;
  open: number | null;
}

/** The address's query (`?status=new&type=gift&from=…&q=…&page=2&open=31`); unset values are left out. */
export function listSearch({ filters, page, open }: ListAddress): string {
  const params = new URLSearchParams();
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  if (filters.status) params.set('status', filters.status);
  if (filters.type) params.set('type', filters.type);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (page > 1) params.set('page', String(page));
  if (open !== null) params.set('open', String(open));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Either list's types: an address keeps the one chosen; the list's query refuses another's. */
const ALL_TYPES: readonly string[] = [
  ...HANDLING_LIST_TYPES.consultations,
  ...HANDLING_LIST_TYPES.applications,
];

const positive = (text: string | null) => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
};

/** An address's query read back; what it cannot hold (an unknown status…) is left unset. */
export function readListSearch(search: string): ListAddress {
  const params = new URLSearchParams(search);
  const status = params.get('status') ?? '';
  const type = params.get('type') ?? '';
  return {
    filters: {
      status: (HANDLING_STATUSES as readonly string[]).includes(status)
        ? (status as HandlingFilters['status'])
        : '',
      from: params.get('from') ?? '',
      to: params.get('to') ?? '',
      q: params.get('q') ?? '',
      type: ALL_TYPES.includes(type) ? type : '',
    },
    page: positive(params.get('page')) ?? 1,
    open: positive(params.get('open')),
  };
}
