import { useId } from 'react';
import {
  asksSiblings,
  CALCULATOR_MODES,
  type CalculatorField,
  type CalculatorMode,
  type CalculatorValues,
  hasDescendants,
} from '../../../contract/calculatorFields';
import type { CalculatorErrors } from '../../../contract/calculatorInput';
import { amountInWords } from '../../../contract/calculatorParsing';
import {
  GIFT_RELATIONS,
  isFromAscendant,
  sharesClassDeduction,
} from '../../../contract/giftArithmetic';
import { CALCULATOR_LIMITS } from '../../../contract/limits';
import { GIFT_RELATION_LABELS } from '../../../contract/taxBreakdown';
import { FormField } from '../../components/FormField';
import { CALCULATOR_FIELDS, CALCULATOR_COPY as copy } from '../../content/calculator';
import { button } from '../../styles/button.css';
import * as form from '../../styles/form.css';
import * as styles from './CalculatorForm.css';

type FieldElement = HTMLInputElement | HTMLSelectElement;

export interface CalculatorFormProps {
  headingId: string;
  mode: CalculatorMode;
  values: CalculatorValues;
  errors: CalculatorErrors;
  onModeChange: (mode: CalculatorMode) => void;
  onChange: (field: CalculatorField, value: string) => void;
  onCalculate: () => void;
  fieldRef: (field: CalculatorField) => (element: FieldElement | null) => void;
}

const CHILD_COUNTS = Array.from({ length: CALCULATOR_LIMITS.childrenMax + 1 }, (_, n) => ({
  value: String(n),
  label: `${n}${copy.childrenUnit}`,
}));
const ELDERLY_COUNTS = CHILD_COUNTS.slice(0, CALCULATOR_LIMITS.elderlyMax + 1);
const ASCENDANT_COUNTS = CHILD_COUNTS.slice(0, CALCULATOR_LIMITS.ascendantHeirsMax + 1);
const SIBLING_COUNTS = CHILD_COUNTS.slice(0, CALCULATOR_LIMITS.siblingsMax + 1);
const RELATION_OPTIONS = GIFT_RELATIONS.map((value) => ({
  value,
  label: GIFT_RELATION_LABELS[value],
}));

export function CalculatorForm({
  headingId,
  mode,
  values,
  errors,
  onModeChange,
  onChange,
  onCalculate,
  fieldRef,
}: CalculatorFormProps) {
  const id = useId();
  const fieldId = (field: CalculatorField) => `${id}-${field}`;
  /** The control's wiring: its id, value, messages it is described by, and change events. */
  const control = (field: CalculatorField, extraDescription?: string) => {
    const described = [
      extraDescription,
      CALCULATOR_FIELDS[field].hint ? `${fieldId(field)}-hint` : undefined,
      errors[field] ? `${fieldId(field)}-error` : undefined,
    ].filter(Boolean);
    return {
      id: fieldId(field),
      name: field,
      ref: fieldRef(field),
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': described.join(' ') || undefined,
    } as const;
  };
  const field = (name: CalculatorField, input: React.ReactNode, required = false) => (
    <FormField
      id={fieldId(name)}
      label={CALCULATOR_FIELDS[name].label}
      required={required}
      hint={CALCULATOR_FIELDS[name].hint}
      error={errors[name]}
    >
      {input}
    </FormField>
  );
  /** A text field for digits; text, not number, so "1,500,000,000" and "15억" can be typed. */
  const digits = (
    name: CalculatorField,
    extra: {
      required?: boolean;
      placeholder?: string;
      describedBy?: string;
      inputMode?: 'numeric' | 'text';
    } = {},
  ) => (
    <input
      className={form.input}
      type="text"
      inputMode={extra.inputMode ?? 'numeric'}
      autoComplete="off"
      placeholder={extra.placeholder}
      value={values[name]}
      onChange={(event) => onChange(name, event.target.value)}
      required={extra.required}
      {...control(name, extra.describedBy)}
    />
  );
  const amount = (name: CalculatorField, required = false) => {
    const wordsId = `${fieldId(name)}-words`;
    return field(
      name,
      <>
        {digits(name, { required, placeholder: copy.amountPlaceholder, describedBy: wordsId })}
        <p id={wordsId} className={styles.words}>
          {amountInWords(values[name])}
        </p>
      </>,
      required,
    );
  };
  const choice = (name: CalculatorField, options: readonly { value: string; label: string }[]) =>
    field(
      name,
      <select
        className={form.input}
        value={values[name]}
        onChange={(event) => onChange(name, event.target.value)}
        {...control(name)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>,
    );
  const checkbox = (name: CalculatorField) => (
    <div className={form.field}>
      <label className={form.checkboxRow}>
        <input
          className={form.checkbox}
          type="checkbox"
          value="yes"
          checked={values[name] === 'yes'}
          onChange={(event) => onChange(name, event.target.checked ? 'yes' : '')}
          {...control(name)}
        />
        {CALCULATOR_FIELDS[name].label}
      </label>
      <p id={`${fieldId(name)}-hint`} className={form.hint}>
        {CALCULATOR_FIELDS[name].hint}
      </p>
    </div>
  );

  return (
    // POST like the site's other forms: should it ever be sent natively, no amount enters a URL.
    <form
      method="post"
      className={`${form.form} ${styles.form}`}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        onCalculate();
      }}
    >
      <fieldset className={styles.modes}>
        <legend className={form.label}>{copy.modeLegend}</legend>
        {CALCULATOR_MODES.map((option) => (
          <label key={option} className={styles.mode}>
            <input
              className={styles.modeInput}
              type="radio"
              name="mode"
              value={option}
              checked={mode === option}
              onChange={() => onModeChange(option)}
            />
            <span>{copy.modes[option]}</span>
          </label>
        ))}
      </fieldset>

      {field(
        'eventDate',
        <input
          className={form.input}
          type="date"
          min={`${CALCULATOR_LIMITS.yearMin}-01-01`}
          max={`${CALCULATOR_LIMITS.yearMax}-12-31`}
          value={values.eventDate}
          onChange={(event) => onChange('eventDate', event.target.value)}
          {...control('eventDate')}
        />,
      )}
      {mode === 'inheritance' ? (
        <>
          {amount('estate', true)}
          <div className={`${form.row} ${styles.row}`}>
            {amount('insurance')}
            {amount('retirementPay')}
          </div>
          <div className={`${form.row} ${styles.row}`}>
            {amount('debts')}
            {amount('funeralCosts')}
          </div>
          {amount('enshrinementCosts')}
          {amount('financialAssets')}
          <fieldset className={styles.inline}>
            <legend className={form.label}>{copy.spouseLegend}</legend>
            {(['yes', 'no'] as const).map((option) => (
              <label key={option} className={form.checkboxRow}>
                <input
                  className={form.checkbox}
                  type="radio"
                  name="spouse"
                  value={option}
                  checked={values.spouse === option}
                  onChange={() => onChange('spouse', option)}
                />
                {option === 'yes' ? copy.spouseYes : copy.spouseNo}
              </label>
            ))}
          </fieldset>
          {values.spouse === 'yes' && amount('spouseInherits')}
          <div className={`${form.row} ${styles.row}`}>
            {choice('children', CHILD_COUNTS)}
            {field('minorAges', digits('minorAges'))}
          </div>
          {field('representedLines', digits('representedLines'))}
          {/* Each rank is asked only when the ranks before it have no one (민법 §1000①). */}
          {!hasDescendants(values) && choice('ascendantHeirs', ASCENDANT_COUNTS)}
          {asksSiblings(values) && choice('siblings', SIBLING_COUNTS)}
          {choice('renounced', CHILD_COUNTS)}
          {choice('elderly', ELDERLY_COUNTS)}
          {/* 남·여 are letters: the full keyboard, not the number pad. */}
          {field('disabled', digits('disabled', { inputMode: 'text' }))}
          {checkbox('cohabited')}
          {/* The home's questions only once the family says §23의2 may apply. */}
          {values.cohabited === 'yes' && (
            <div className={`${form.row} ${styles.row}`}>
              {amount('cohabitedHome', true)}
              {amount('cohabitedHomeDebt')}
            </div>
          )}
          <div className={`${form.row} ${styles.row}`}>
            {amount('heirGifts')}
            {amount('heirGiftDeductions')}
          </div>
          {amount('heirGiftTax')}
          {values.spouse === 'yes' && amount('spouseGifts')}
          {amount('skippedShare')}
          {checkbox('skippedMinor')}
          <div className={`${form.row} ${styles.row}`}>
            {amount('withdrawnYear')}
            {amount('withdrawnTwoYears')}
          </div>
          {amount('unexplained')}
        </>
      ) : (
        <>
          {amount('giftAmount', true)}
          {amount('assumedDebt')}
          {choice('relation', RELATION_OPTIONS)}
          {/* §57 and §53의2 apply only to gifts from an ascendant: the boxes show only then. */}
          {isFromAscendant(values.relation) && (
            <>
              {checkbox('skipsGeneration')}
              {checkbox('marriageOrBirth')}
            </>
          )}
          <div className={`${form.row} ${styles.row}`}>
            {amount('earlierGifts')}
            {amount('earlierGiftTax')}
          </div>
          {isFromAscendant(values.relation) && amount('earlierSkippedGifts')}
          {/* §53 2–4호: one class of donors shares one 증여재산공제 over ten years. */}
          {sharesClassDeduction(values.relation) && (
            <div className={`${form.row} ${styles.row}`}>
              {amount('otherDonorGifts')}
              {amount('otherDonorDeduction')}
            </div>
          )}
        </>
      )}
      <button type="submit" className={`${button({ tone: 'brand', size: 'lg' })} ${form.submit}`}>
        {copy.submit}
      </button>
    </form>
  );
}
