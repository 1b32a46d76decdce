import { CONSULTATION_TYPE_LABELS, CONSULTATION_TYPES } from '../../contract/consultationTypes';

/** The consultation types as a select's options, after an empty one that asks for a choice. */
export function ConsultationTypeOptions({ placeholder }: { placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {CONSULTATION_TYPES.map((type) => (
        <option key={type} value={type}>
          {CONSULTATION_TYPE_LABELS[type]}
        </option>
      ))}
    </>
  );
}
