import { consultationTypeLabel } from '../contract/consultationTypes';
import { formatDateTime } from '../contract/format';
import { STAFF_API } from '../contract/staff';
import type { StaffConsultation } from '../contract/staffAnswers';
import { consultationListMachine } from '../machines/handlingListMachine';
import type { StaffApi } from './api';
import { STAFF_COPY as COPY } from './copy';
import { HandlingSection } from './HandlingSection';
import { PhoneLink } from './PhoneLink';
import type { Column } from './StaffTable';

const columns: Column<StaffConsultation>[] = [
  { header: COPY.columns.receivedAt, cell: (item) => formatDateTime(item.created_at) },
  { header: COPY.columns.name, cell: (item) => item.name },
  { header: COPY.columns.type, cell: (item) => consultationTypeLabel(item.consultation_type) },
];

/** 상담 신청: newest first, with the filtered list as CSV. */
export function ConsultationsSection({ api }: { api: StaffApi }) {
  return (
    <HandlingSection
      name="consultations"
      title={COPY.sections.consultations}
      typeLabel={consultationTypeLabel}
      machine={consultationListMachine}
      calls={api.consultations}
      columns={columns}
      describe={(item) => `${item.name} · ${consultationTypeLabel(item.consultation_type)}`}
      details={(item) => (
        <>
          <dt>{COPY.detail.phone}</dt>
          <dd>
            <PhoneLink phone={item.phone} />
          </dd>
          <dt>{COPY.detail.content}</dt>
          <dd>{item.content}</dd>
        </>
      )}
      staffName={api.name}
      csvPath={STAFF_API.consultationsCsv}
    />
  );
}
