import { charCount } from '../../../contract/graphemes';
import { REVIEW_LIMITS } from '../../../contract/limits';
import { ConsultationTypeOptions } from '../../components/ConsultationTypeOptions';
import { REVIEW_FORM_COPY as COPY } from '../../content/reviews';
import { ReviewFormField } from './ReviewFormField';
import * as styles from './ReviewForms.css';

export type ReviewTextField = 'consultation_type' | 'title' | 'content';

export interface ReviewFieldsProps {
  values: Record<ReviewTextField, string>;
  errors: Partial<Record<ReviewTextField, string>>;
  onChange: (field: ReviewTextField, value: string) => void;
  titleRef?: React.Ref<HTMLInputElement>;
}

/** Type, title and content: the part of the review form that writing and editing share. */
export function ReviewFields({ values, errors, onChange, titleRef }: ReviewFieldsProps) {
  // The same count the check and the server make: trimmed, in user-perceived characters.
  const count = charCount(values.content.trim());
  return (
    <>
      <ReviewFormField label={COPY.type} required error={errors.consultation_type}>
        {(control) => (
          <select
            {...control}
            className={styles.control}
            value={values.consultation_type}
            onChange={(event) => onChange('consultation_type', event.target.value)}
          >
            <ConsultationTypeOptions placeholder={COPY.typePlaceholder} />
          </select>
        )}
      </ReviewFormField>
      <ReviewFormField label={COPY.title} required error={errors.title}>
        {(control) => (
          <input
            {...control}
            ref={titleRef}
            className={styles.control}
            type="text"
            autoComplete="off"
            value={values.title}
            onChange={(event) => onChange('title', event.target.value)}
          />
        )}
      </ReviewFormField>
      <ReviewFormField
        label={COPY.content}
        required
        error={errors.content}
        aside={
          <>
            <span aria-hidden="true">{COPY.counter(count, REVIEW_LIMITS.contentMax)}</span>
            <span className={styles.visuallyHidden}>
              {COPY.counterLabel(count, REVIEW_LIMITS.contentMax)}
            </span>
          </>
        }
        asideInvalid={count > REVIEW_LIMITS.contentMax}
      >
        {(control) => (
          <textarea
            {...control}
            className={`${styles.control} ${styles.textarea}`}
            // Five rows keep the whole write dialog, buttons included, inside a 1280×800 window.
            rows={5}
            value={values.content}
            onChange={(event) => onChange('content', event.target.value)}
          />
        )}
      </ReviewFormField>
    </>
  );
}
