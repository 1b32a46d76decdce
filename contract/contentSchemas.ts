import * as v from 'valibot';
import { CONTENT_LIMITS, CONTENT_MESSAGES } from './contentLimits';
import { FAQ_LINK_TARGETS, type FaqItem } from './faq';
import type { Firm } from './firm';
import type { HomeTexts } from './homeTexts';
import type { JobPosition } from './jobPositions';
import { JOB_POSITION_IDS } from './jobs';
import { SUCCESS_CASE_IDS } from './site';
import type { SuccessCase } from './successCaseFields';
import { CASE_IMAGE_SRC } from './successCaseImages';
import { singleLineText } from './text';

// The rules a draft of each part of the content must pass to be published: the firm's facts, the
// FAQ, the job positions, the home page's texts and the success cases. contract/siteContent.ts
// puts them together as the whole content's schema.

const L = CONTENT_LIMITS;
const M = CONTENT_MESSAGES;

/** What the console's form reads from a field's schema (its size), beside the rules themselves. */
export interface ContentFieldMetadata {
  maxChars: number;
}

const text = (max: number = L.textMax) =>
  v.pipe(
    singleLineText(max, M.required, M.tooLong(max), M.invisible),
    v.metadata({ maxChars: max } satisfies ContentFieldMetadata),
  );

/** A real calendar day (not 2026-02-30) in this century or the next. */
const isRealDay = (day: string) => {
  const parsed = new Date(`${day}T00:00:00Z`);
  return (
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().slice(0, 10) === day &&
    day >= '2000-01-01' &&
    day <= '2100-12-31'
  );
};
const phone = v.pipe(
  v.string(M.phone),
  v.trim(),
  v.regex(/^(?:\+82-?)?0\d{1,2}-?\d{3,4}-?\d{4}$|^1\d{3}-?\d{4}$/, M.phone),
);
const email = v.pipe(
  v.string(M.email),
  v.trim(),
  v.maxLength(L.textMax, M.email),
  v.email(M.email),
);
const whole = (min: number, max: number) =>
  v.pipe(
    v.number(M.wholeNumber(min, max)),
    v.integer(M.wholeNumber(min, max)),
    v.minValue(min, M.wholeNumber(min, max)),
    v.maxValue(max, M.wholeNumber(min, max)),
  );
const list = <T extends v.GenericSchema>(item: T, min: number, max: number) =>
  v.pipe(
    v.array(item, M.listSize(min, max)),
    v.minLength(min, M.listSize(min, max)),
    v.maxLength(max, M.listSize(min, max)),
  );

/** The firm's facts as the console edits them and the server publishes them. */
export const firmSchema = v.strictObject({
  legalName: text(),
  representatives: list(text(L.shortTextMax), 1, L.representativesMax),
  mainPhone: phone,
  fax: phone,
  businessRegistrationNumber: v.pipe(
    v.string(M.businessRegistrationNumber),
    v.trim(),
    v.regex(/^\d{3}-\d{2}-\d{5}$/, M.businessRegistrationNumber),
  ),
  email,
  address: text(),
  postalCode: v.pipe(v.string(M.postalCode), v.trim(), v.regex(/^\d{5}$/, M.postalCode)),
  coordinates: v.strictObject({
    lat: v.pipe(
      v.number(M.latitude),
      v.minValue(L.latitudeMin, M.latitude),
      v.maxValue(L.latitudeMax, M.latitude),
    ),
    lng: v.pipe(
      v.number(M.longitude),
      v.minValue(L.longitudeMin, M.longitude),
      v.maxValue(L.longitudeMax, M.longitude),
    ),
  }),
  subway: v.strictObject({
    line: text(L.shortTextMax),
    station: text(L.shortTextMax),
    exit: whole(1, 30),
    walkMinutes: whole(1, 60),
  }),
  counselPhones: list(
    v.strictObject({ label: text(L.shortTextMax), number: phone }),
    1,
    L.counselPhonesMax,
  ),
  copyrightYear: whole(2000, 2100),
  privacyOfficer: v.strictObject({
    name: text(L.shortTextMax),
    position: text(L.shortTextMax),
    phone,
    email,
  }),
  processors: list(v.strictObject({ company: text(), task: text() }), 0, L.processorsMax),
  privacyPolicyEffectiveDate: v.pipe(
    v.string(M.day),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, M.day),
    v.check(isRealDay, M.day),
  ),
}) satisfies v.GenericSchema<unknown, Firm>;

const allDifferent = <T>(values: readonly T[]) => new Set(values).size === values.length;

export const faqItemSchema = v.strictObject({
  id: whole(1, 1_000),
  question: text(L.questionMax),
  answer: v.pipe(
    list(text(L.paragraphMax), 1, L.paragraphsMax),
    v.check(allDifferent, M.paragraphsRepeat),
  ),
  link: v.optional(
    v.strictObject({
      to: v.picklist(FAQ_LINK_TARGETS, M.linkTarget),
      label: text(L.shortTextMax),
    }),
  ),
}) satisfies v.GenericSchema<unknown, FaqItem>;

export const faqSchema = v.pipe(
  list(faqItemSchema, 1, L.faqItemsMax),
  v.check((items) => allDifferent(items.map((item) => item.id)), M.faqIdsRepeat),
);

/** Lines the page shows as a list (and keys them by): each one once. */
const distinctLines = (max: number, min: number, most: number) =>
  v.pipe(list(text(max), min, most), v.check(allDifferent, M.itemsRepeat));

export const jobPositionSchema = v.strictObject({
  id: v.picklist(JOB_POSITION_IDS, M.jobPositionId),
  open: v.boolean(M.jobOpen),
  title: text(L.shortTextMax),
  tags: distinctLines(L.shortTextMax, 0, L.jobTagsMax),
  shortDescription: text(L.jobSummaryMax),
  location: text(L.shortTextMax),
  duties: distinctLines(L.jobItemMax, 1, L.jobItemsMax),
  requirements: distinctLines(L.jobItemMax, 1, L.jobItemsMax),
  preferred: distinctLines(L.jobItemMax, 0, L.jobItemsMax),
}) satisfies v.GenericSchema<unknown, JobPosition>;

/** Each fixed id at most once; none listed, or none open, is allowed: /job then says so. */
export const jobsSchema = v.pipe(
  list(jobPositionSchema, 0, L.jobPositionsMax),
  v.check(
    (positions) => allDifferent(positions.map((position) => position.id)),
    M.jobPositionsRepeat,
  ),
);

const titled = v.strictObject({ title: text() });
const titledWithLead = v.strictObject({ title: text(), lead: text(L.leadMax) });

export const homeSchema = v.strictObject({
  hero: v.strictObject({
    eyebrow: text(),
    title: list(text(), 1, L.heroTitleLinesMax),
    lead: text(L.leadMax),
  }),
  comparison: titledWithLead,
  statistics: titled,
  taxWarning: v.strictObject({ title: text(), note: text(L.leadMax) }),
  information: v.strictObject({
    title: text(),
    paragraphs: v.pipe(
      list(text(L.paragraphMax), 1, L.paragraphsMax),
      v.check(allDifferent, M.paragraphsRepeat),
    ),
  }),
  features: titled,
  cases: titledWithLead,
  cta: titledWithLead,
}) satisfies v.GenericSchema<unknown, HomeTexts>;

const amount = whole(0, L.amountMax);

export const successCaseSchema = v.pipe(
  v.strictObject({
    id: v.picklist(SUCCESS_CASE_IDS, M.caseIds),
    title: text(),
    category: text(L.shortTextMax),
    expectedTax: amount,
    finalTax: amount,
    stamp: text(L.shortTextMax),
    image: v.strictObject({
      src: v.pipe(v.string(M.caseImageSrc), v.regex(CASE_IMAGE_SRC, M.caseImageSrc)),
      width: whole(1, L.imageDimensionMax),
      height: whole(1, L.imageDimensionMax),
      alt: singleLineText(L.textMax, M.altRequired, M.tooLong(L.textMax), M.invisible),
    }),
    story: v.strictObject({
      client: text(),
      situation: v.pipe(
        list(text(L.paragraphMax), 1, L.paragraphsMax),
        v.check(allDifferent, M.paragraphsRepeat),
      ),
      strategy: v.pipe(
        list(
          v.strictObject({ title: text(), description: text(L.paragraphMax) }),
          1,
          L.strategyStepsMax,
        ),
        // The page keys the steps by their titles.
        v.check((steps) => allDifferent(steps.map((step) => step.title)), M.strategyRepeat),
      ),
      result: v.pipe(
        list(text(L.paragraphMax), 1, L.paragraphsMax),
        v.check(allDifferent, M.paragraphsRepeat),
      ),
    }),
  }),
  v.forward(
    v.check((item) => item.finalTax <= item.expectedTax, M.finalTaxAboveExpected),
    ['finalTax'],
  ),
) satisfies v.GenericSchema<unknown, SuccessCase>;

/**
 * The six cases, each id once (decision 153): a case's page, shell, sitemap entry and redirect
 * are made at build time, so the firm edits the cases but cannot add or remove one.
 */
export const successCasesSchema = v.pipe(
  v.array(successCaseSchema, M.caseIds),
  // The bounds also tell the console's form there is nothing to add or remove.
  v.minLength(SUCCESS_CASE_IDS.length, M.caseIds),
  v.maxLength(SUCCESS_CASE_IDS.length, M.caseIds),
  v.check(
    (items) =>
      items.length === SUCCESS_CASE_IDS.length &&
      SUCCESS_CASE_IDS.every((id) => items.some((item) => item.id === id)),
    M.caseIds,
  ),
);
