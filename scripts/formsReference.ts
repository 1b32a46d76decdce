// `npm run docs:forms`: writes docs/forms.md, every public form's fields with the most characters
// each takes and the Korean message past it, read off the schemas themselves by trying values, so
// the page cannot say one thing while the code does another (tests/contract/formsReference.test.ts
// fails when the file differs from what this prints).
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import * as v from 'valibot';
import { consultationRequestSchema } from '../contract/consultations';
import { CONSULTATION_TYPE_LABELS } from '../contract/consultationTypes';
import { JOB_POSITION_NAMES } from '../contract/jobPositions';
import { FILE_RULES, jobApplicationFieldsSchema } from '../contract/jobs';
import { REVIEW_LIMITS } from '../contract/limits';
import { reviewCreateSchema, reviewUpdateSchema } from '../contract/reviews';
import { REVIEW_FORM_COPY } from '../src/content/reviews';

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

interface Form {
  title: string;
  where: string;
  schema: ObjectSchema;
  /** A value of every field the schema takes, so that only the field tried is ever wrong. */
  valid: Record<string, unknown>;
  /** Fields left out: the honeypot nobody sees. */
  hidden?: string[];
  /** What the page shows of a field while it is typed, beside the message. */
  whileTyping?: string;
}

const over = REVIEW_LIMITS.contentMax + 1;
const REVIEW_COUNTER = `While \`content\` is typed, a counter beside it shows \`${REVIEW_FORM_COPY.counter(over, REVIEW_LIMITS.contentMax)}\` (read to a screen reader as \`${REVIEW_FORM_COPY.counterLabel(over, REVIEW_LIMITS.contentMax)}\`), red past the limit (\`src/features/reviews/ReviewFields.tsx\`, words in \`src/content/reviews.ts\`); the message comes when the form is sent.`;

const FORMS: Form[] = [
  {
    title: '상담 신청 (`/apply-counsel`)',
    where: '`consultationRequestSchema`, `contract/consultations.ts`',
    schema: consultationRequestSchema,
    valid: {
      consultation_type: 'inheritance',
      name: '홍길동',
      phone: '010-1234-5678',
      content: '',
    },
    hidden: ['website'],
  },
  {
    title: '후기 작성 (`/review`)',
    where: '`reviewCreateSchema`, `contract/reviews.ts`',
    schema: reviewCreateSchema,
    valid: {
      username: '홍길동',
      password: '1234',
      title: '제목',
      content: '내용',
      consultation_type: 'gift',
    },
    whileTyping: REVIEW_COUNTER,
  },
  {
    title: '후기 수정 (`/review`, 비밀번호 확인 뒤)',
    where: '`reviewUpdateSchema`, `contract/reviews.ts`',
    schema: reviewUpdateSchema,
    valid: { password: '1234', title: '제목', content: '내용', consultation_type: 'gift' },
    whileTyping: REVIEW_COUNTER,
  },
  {
    title: '입사 지원 (`/job`)',
    where: '`jobApplicationFieldsSchema` and `FILE_RULES`, `contract/jobs.ts`',
    schema: jobApplicationFieldsSchema,
    valid: {
      name: '홍길동',
      email: 'hong@example.com',
      phone: '010-1234-5678',
      position: 'tax-accountant',
      introduction: '소개',
      experience: '',
      privacyAgreement: true,
    },
  },
];

/** Long enough to be past any field's limit: what a field says when it is too long. */
const CEILING = 10_000;

/** A value of `n` characters of the kind the field takes. */
function filler(field: string, n: number): string {
  if (field === 'email') return `${'a'.repeat(Math.max(1, n - 12))}@example.com`;
  if (field === 'phone' || field === 'password') return '1'.repeat(n);
  return '가'.repeat(n);
}

function messagesFor(form: Form, field: string, value: unknown): string[] {
  const result = v.safeParse(form.schema, { ...form.valid, [field]: value });
  if (result.success) return [];
  return result.issues
    .filter((issue) => v.getDotPath(issue) === field)
    .map((issue) => issue.message);
}

/**
 * The fewest and the most characters `field` takes without `lengthMessage` (a password's
 * "4~20자" is said below the least too): counted up to the least, then doubled until the
 * message is said and halved between, so the values tried stay about as long as the limit.
 */
function lengthsTaken(form: Form, field: string, lengthMessage: string) {
  const refused = (n: number) => messagesFor(form, field, filler(field, n)).includes(lengthMessage);
  let least = 1;
  while (refused(least) && least < CEILING) least++;
  let fits = least;
  let over = least * 2;
  while (!refused(over)) {
    fits = over;
    over *= 2;
  }
  while (over - fits > 1) {
    const n = Math.floor((fits + over) / 2);
    if (refused(n)) over = n;
    else fits = n;
  }
  return { least, most: fits };
}

/** What a visitor reads for each choice of a select. */
const CHOICE_NAMES: Record<string, string> = { ...CONSULTATION_TYPE_LABELS, ...JOB_POSITION_NAMES };

const cell = (text: string) => text.replaceAll('|', '\\|');

function choicesOf(schema: v.GenericSchema): readonly string[] | undefined {
  const options = (schema as { options?: unknown }).options;
  return Array.isArray(options) && options.every((option) => typeof option === 'string')
    ? options
    : undefined;
}

function fieldRow(form: Form, field: string): string {
  const whenEmpty = messagesFor(form, field, '')[0];
  const choices = choicesOf(form.schema.entries[field] as v.GenericSchema);
  if (choices) {
    const labels = choices.map((choice) => CHOICE_NAMES[choice] ?? choice);
    return `| \`${field}\` | 하나 고름: ${cell(labels.join(', '))} | ${cell(whenEmpty ?? '—')} | — |`;
  }
  // A box to tick takes `true` and no text at all.
  if (messagesFor(form, field, true).length === 0) {
    return `| \`${field}\` | 동의 표시 | ${cell(whenEmpty ?? '—')} | — |`;
  }
  const tooLong = messagesFor(form, field, filler(field, CEILING))[0];
  if (tooLong === undefined) {
    return `| \`${field}\` | 글자 수 제한 없음 | ${cell(whenEmpty ?? '—')} | — |`;
  }
  const { least, most } = lengthsTaken(form, field, tooLong);
  const span = least > 1 ? `${least}–${most}자` : `${most.toLocaleString('en-US')}자까지`;
  const required = whenEmpty === undefined ? '없어도 됨' : cell(whenEmpty);
  return `| \`${field}\` | ${span} | ${required} | ${cell(tooLong)} |`;
}

function formSection(form: Form): string {
  const fields = Object.keys(form.schema.entries).filter((f) => !form.hidden?.includes(f));
  return [
    `## ${form.title}`,
    '',
    `Schema: ${form.where}.`,
    '',
    '| field | takes | message when empty | message past the limit |',
    '|---|---|---|---|',
    ...fields.map((field) => fieldRow(form, field)),
    ...(form.whileTyping ? ['', form.whileTyping] : []),
  ].join('\n');
}

function filesSection(): string {
  const mb = (bytes: number) => `${bytes / (1024 * 1024)} MB`;
  return [
    '## 입사 지원의 첨부 파일',
    '',
    'Rules: `FILE_RULES`, `contract/jobs.ts` (the kind is read from the first bytes, not the name).',
    '',
    '| file | required | kinds | at most | message past the size | message for another kind |',
    '|---|---|---|---|---|---|',
    ...Object.entries(FILE_RULES).map(
      ([name, rule]) =>
        `| \`${name}\` | ${rule.required ? '예' : '아니오'} | ${rule.kinds.join(', ')} | ${mb(rule.maxBytes)} | ${cell(rule.sizeMessage)} | ${cell(rule.typeMessage)} |`,
    ),
  ].join('\n');
}

export function formsReference(): string {
  return [
    '# The public forms: what each field takes, and what a visitor reads past it',
    '',
    '<!-- Written by `npm run docs:forms` (scripts/formsReference.ts) from the schemas; edit the',
    'schemas, not this file. tests/contract/formsReference.test.ts fails when they differ. -->',
    '',
    'Characters are counted as a reader sees them (grapheme clusters, `contract/graphemes.ts`), after',
    'the value is trimmed. The same schema checks a field in the browser (the form machine, before',
    'sending) and on the server (`parseInput` in `server/http.ts`, which answers `422` with the same',
    'messages), and again for a form posted without JavaScript (`server/routes/nativeForms.ts`). The',
    'numbers themselves live in `contract/limits.ts`, the messages in `contract/messages.ts`.',
    '',
    ...FORMS.flatMap((form) => [formSection(form), '']),
    filesSection(),
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(new URL('../docs/forms.md', import.meta.url), formsReference());
  console.log('docs/forms.md written');
}
