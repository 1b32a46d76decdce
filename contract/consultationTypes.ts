export const CONSULTATION_TYPES = ['inheritance', 'gift', 'transfer', 'consulting'] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];

export const CONSULTATION_TYPE_LABELS: Record<ConsultationType, string> = {
  inheritance: '상속세',
  gift: '증여세',
  transfer: '양도소득세',
  consulting: '컨설팅',
};

/** Legacy rows may carry a type we no longer accept; they display as 기타. */
export const UNKNOWN_CONSULTATION_TYPE_LABEL = '기타';

export function isConsultationType(value: unknown): value is ConsultationType {
  return typeof value === 'string' && (CONSULTATION_TYPES as readonly string[]).includes(value);
}

export function consultationTypeLabel(value: string): string {
  return isConsultationType(value)
    ? CONSULTATION_TYPE_LABELS[value]
    : UNKNOWN_CONSULTATION_TYPE_LABEL;
}
