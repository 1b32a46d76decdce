import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { JobPositionId } from '../../../contract/jobs';
import {
  EMPTY_APPLICATION,
  FIELD_ORDER,
  type JobApplicationValues,
  type JobField,
  type JobTextField,
  jobApplicationMachine,
} from '../../../machines/jobApplicationMachine';
import { submitJobApplication } from '../../api/jobs';
import { PageBanner } from '../../components/PageBanner';
import { PageSection } from '../../components/PageSection';
import { Paragraphs } from '../../components/Paragraphs';
import { nonEmptyValues, readTextValues, useSessionDraft } from '../../components/sessionDraft';
import { useFormFields } from '../../components/useFormFields';
import { prefersReducedMotion } from '../../components/useReducedMotion';
import { JOB_ABOUT, JOB_BANNER, JOB_FORM_COPY } from '../../content/jobs';
import { inspect } from '../../inspect';
import { useOpenPositions } from '../../siteContent';
import { button } from '../../styles/button.css';
import { JobApplicationForm } from './JobApplicationForm';
import * as styles from './JobPage.css';
import { PositionList } from './PositionList';

const KEPT_FIELDS = Object.keys(EMPTY_APPLICATION) as JobTextField[];

function keptOf(values: JobApplicationValues) {
  return nonEmptyValues(values, KEPT_FIELDS);
}

export function JobPage() {
  const titleId = useId();
  const aboutId = useId();
  const formHeadingId = useId();
  const formSection = useRef<HTMLElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const formFields = useFormFields(FIELD_ORDER);
  // Which field to focus once the next render is committed (and any closing dialog gave focus back).
  const [focusRequest, setFocusRequest] = useState<{ field: JobField } | null>(null);

  const [logic] = useState(() =>
    jobApplicationMachine.provide({
      actors: {
        submitApplication: fromPromise(({ input, signal }) => submitJobApplication(input, signal)),
      },
      actions: {
        focusFirstInvalidField: ({ context }) => formFields.focusFirstInvalid(context.errors),
      },
    }),
  );
  const [state, send, actor] = useMachine(logic, { inspect });
  const positions = useOpenPositions();
  // Back, Forward and a reload bring back the text typed and the position chosen (decision 195);
  // files are the browser's to keep (the form adopts one it restores), consent is asked again.
  const { values } = state.context;
  useSessionDraft(
    'job',
    keptOf(values),
    (stored) => readTextValues(stored, KEPT_FIELDS),
    (kept) => {
      for (const field of KEPT_FIELDS) {
        const value = kept[field];
        if (value === undefined) continue;
        if (field === 'position' && !positions.some((position) => position.id === value)) continue;
        send({ type: 'FIELD_CHANGED', field, value });
      }
    },
  );
  // With no position open there is nothing to apply to: no form, no button leading to one; the
  // positions' section says so instead (decision 151).
  const hiring = positions.length > 0;

  useEffect(() => {
    if (!focusRequest) return;
    formSection.current?.scrollIntoView({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    });
    const target = formFields.element(focusRequest.field) ?? formHeading.current;
    target?.focus({ preventScroll: true });
    setFocusRequest(null);
  }, [focusRequest, formFields]);

  const applyFor = (position: JobPositionId) => {
    send({ type: 'POSITION_CHOSEN', position });
    setFocusRequest({ field: 'position' });
  };

  return (
    <>
      <PageBanner titleId={titleId} copy={JOB_BANNER}>
        {hiring && (
          <div>
            <button
              type="button"
              className={button({ tone: 'onDark', size: 'lg' })}
              onClick={() => setFocusRequest({ field: 'name' })}
            >
              {JOB_BANNER.apply}
            </button>
          </div>
        )}
      </PageBanner>
      <PageSection
        titleId={aboutId}
        title={JOB_ABOUT.heading}
        className={styles.section}
        titleClassName={styles.heading}
      >
        <div className={styles.about}>
          <Paragraphs lines={JOB_ABOUT.paragraphs} />
        </div>
      </PageSection>
      <PositionList positions={positions} onApply={applyFor} />
      {hiring && (
        <section ref={formSection} className={styles.formSection} aria-labelledby={formHeadingId}>
          <div className={styles.formCard}>
            <h2 ref={formHeading} id={formHeadingId} tabIndex={-1} className={styles.heading}>
              {JOB_FORM_COPY.heading}
            </h2>
            <JobApplicationForm
              state={state}
              send={send}
              actor={actor}
              formFields={formFields}
              headingId={formHeadingId}
              positions={positions}
              onReset={() => {
                send({ type: 'RESET' });
                setFocusRequest({ field: 'name' });
              }}
            />
          </div>
        </section>
      )}
    </>
  );
}
