import { formatDateTime } from '../contract/format';
import { jobPositionName } from '../contract/jobPositions';
import { STAFF_API } from '../contract/staff';
import type { StaffApplication } from '../contract/staffAnswers';
import { applicationListMachine } from '../machines/handlingListMachine';
import type { StaffApi } from './api';
import { STAFF_COPY as COPY } from './copy';
import { HandlingSection } from './HandlingSection';
import { PhoneLink } from './PhoneLink';
import type { Column } from './StaffTable';

const columns: Column<StaffApplication>[] = [
  { header: COPY.columns.receivedAt, cell: (item) => formatDateTime(item.created_at) },
  { header: COPY.columns.name, cell: (item) => item.name },
  { header: COPY.columns.position, cell: (item) => jobPositionName(item.position) },
];

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** 입사 지원: the applications, each with its résumé and portfolio to download. */
export function ApplicationsSection({ api }: { api: StaffApi }) {
  return (
    <HandlingSection
      name="applications"
      title={COPY.sections.applications}
      typeLabel={jobPositionName}
      machine={applicationListMachine}
      calls={api.applications}
      columns={columns}
      describe={(item) => `${item.name} · ${jobPositionName(item.position)}`}
      staffName={api.name}
      csvPath={STAFF_API.applicationsCsv}
      details={(item) => (
        <>
          <dt>{COPY.detail.email}</dt>
          <dd>{item.email}</dd>
          <dt>{COPY.detail.phone}</dt>
          <dd>
            <PhoneLink phone={item.phone} />
          </dd>
          <dt>{COPY.detail.introduction}</dt>
          <dd>{item.introduction}</dd>
          <dt>{COPY.detail.experience}</dt>
          <dd>{item.experience}</dd>
          <dt>{COPY.detail.files}</dt>
          <dd>
            {item.files.length === 0 ? (
              COPY.detail.noFiles
            ) : (
              <ul>
                {item.files.map((file) => (
                  <li key={file.field}>
                    <a
                      href={STAFF_API.applicationFile(item.id, file.field)}
                      download={file.file_name}
                    >
                      {COPY.detail.fileLabel[file.field]}: {file.file_name}
                    </a>{' '}
                    ({kilobytes(file.size)})
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </>
      )}
    />
  );
}
