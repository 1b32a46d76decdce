import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONTENT_LIMITS as L, CONTENT_MESSAGES as M } from '../../contract/contentLimits';
import {
  faqItemSchema,
  faqSchema,
  firmSchema,
  homeSchema,
  jobPositionSchema,
  successCaseSchema,
} from '../../contract/contentSchemas';
import { faq } from '../../contract/faq';
import { firm } from '../../contract/firm';
import { homeTexts } from '../../contract/homeTexts';
import { jobPositions } from '../../contract/jobPositions';
import { successCases } from '../../contract/successCases';

// Every length, count and amount of the content the firm publishes, tried exactly at its limit
// (accepted) and one past it (refused with the message the console shows beside the field). The
// server refuses a draft with the same messages (tests/server/content/draftChecks.test.ts).

/** The first message for `value`, or undefined when it is accepted. */
function messageOf(schema: v.GenericSchema, value: unknown): string | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0].message;
}

const chars = (n: number) => '가'.repeat(n);
/** `n` different lines: lists the page keys by their text hold each one once. */
const lines = (n: number) => Array.from({ length: n }, (_, i) => `항목 ${i + 1}`);

const [question] = faq;
const [position] = jobPositions;
const [successCase] = successCases;
if (!question || !position || !successCase) throw new Error('the repository content is empty');

type Edge = [
  limit: string,
  schema: v.GenericSchema,
  /** The content with the value `n` (a length or a count) put in place. */
  withValue: (n: number) => unknown,
  max: number,
  message: string,
];

const edges: Edge[] = [
  [
    'firm name',
    firmSchema,
    (n) => ({ ...firm, legalName: chars(n) }),
    L.textMax,
    M.tooLong(L.textMax),
  ],
  [
    'a representative',
    firmSchema,
    (n) => ({ ...firm, representatives: [chars(n)] }),
    L.shortTextMax,
    M.tooLong(L.shortTextMax),
  ],
  [
    'representatives',
    firmSchema,
    (n) => ({ ...firm, representatives: lines(n) }),
    L.representativesMax,
    M.listSize(1, L.representativesMax),
  ],
  [
    'counsel phones',
    firmSchema,
    (n) => ({
      ...firm,
      counselPhones: Array.from({ length: n }, (_, i) => ({
        label: `상담 ${i}`,
        number: '02-555-1234',
      })),
    }),
    L.counselPhonesMax,
    M.listSize(1, L.counselPhonesMax),
  ],
  [
    'processors',
    firmSchema,
    (n) => ({ ...firm, processors: lines(n).map((company) => ({ company, task: '보관' })) }),
    L.processorsMax,
    M.listSize(0, L.processorsMax),
  ],
  [
    'a question',
    faqItemSchema,
    (n) => ({ ...question, question: chars(n) }),
    L.questionMax,
    M.tooLong(L.questionMax),
  ],
  [
    'an answer paragraph',
    faqItemSchema,
    (n) => ({ ...question, answer: [chars(n)] }),
    L.paragraphMax,
    M.tooLong(L.paragraphMax),
  ],
  [
    'answer paragraphs',
    faqItemSchema,
    (n) => ({ ...question, answer: lines(n) }),
    L.paragraphsMax,
    M.listSize(1, L.paragraphsMax),
  ],
  [
    'questions',
    faqSchema,
    (n) => Array.from({ length: n }, (_, i) => ({ ...question, id: i + 1 })),
    L.faqItemsMax,
    M.listSize(1, L.faqItemsMax),
  ],
  [
    'job tags',
    jobPositionSchema,
    (n) => ({ ...position, tags: lines(n) }),
    L.jobTagsMax,
    M.listSize(0, L.jobTagsMax),
  ],
  [
    'a job summary',
    jobPositionSchema,
    (n) => ({ ...position, shortDescription: chars(n) }),
    L.jobSummaryMax,
    M.tooLong(L.jobSummaryMax),
  ],
  [
    'a duty',
    jobPositionSchema,
    (n) => ({ ...position, duties: [chars(n)] }),
    L.jobItemMax,
    M.tooLong(L.jobItemMax),
  ],
  [
    'duties',
    jobPositionSchema,
    (n) => ({ ...position, duties: lines(n) }),
    L.jobItemsMax,
    M.listSize(1, L.jobItemsMax),
  ],
  [
    'hero title lines',
    homeSchema,
    (n) => ({ ...homeTexts, hero: { ...homeTexts.hero, title: lines(n) } }),
    L.heroTitleLinesMax,
    M.listSize(1, L.heroTitleLinesMax),
  ],
  [
    'the hero lead',
    homeSchema,
    (n) => ({ ...homeTexts, hero: { ...homeTexts.hero, lead: chars(n) } }),
    L.leadMax,
    M.tooLong(L.leadMax),
  ],
  [
    'strategy steps',
    successCaseSchema,
    (n) => ({
      ...successCase,
      story: {
        ...successCase.story,
        strategy: lines(n).map((title) => ({ title, description: '설명' })),
      },
    }),
    L.strategyStepsMax,
    M.listSize(1, L.strategyStepsMax),
  ],
  [
    'a case amount',
    successCaseSchema,
    (n) => ({ ...successCase, expectedTax: n, finalTax: 0 }),
    L.amountMax,
    M.wholeNumber(0, L.amountMax),
  ],
  [
    'a picture width',
    successCaseSchema,
    (n) => ({ ...successCase, image: { ...successCase.image, width: n } }),
    L.imageDimensionMax,
    M.wholeNumber(1, L.imageDimensionMax),
  ],
];

describe('the content the firm publishes, at each limit and one past it', () => {
  it.each(edges)('%s', (_limit, schema, withValue, max, message) => {
    expect(messageOf(schema, withValue(max))).toBeUndefined();
    expect(messageOf(schema, withValue(max + 1))).toBe(message);
  });
});
