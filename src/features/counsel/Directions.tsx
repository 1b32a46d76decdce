import { type RefObject, useId } from 'react';
import { DIRECTIONS_COPY as copy, subwayDirections } from '../../content/counsel';
import { useFirm } from '../../siteContent';
import * as styles from './ApplyCounselPage.css';
import { CounselPhones } from './CounselPhones';
import { OfficeMap } from './OfficeMap';

export function Directions({ mapArea }: { mapArea: RefObject<HTMLDivElement | null> }) {
  const headingId = useId();
  const firm = useFirm();
  return (
    <section className={styles.directions} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.heading}>
          {copy.heading}
        </h2>
        <div className={styles.directionsGrid}>
          <OfficeMap areaRef={mapArea} />
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{copy.addressLabel}</dt>
              <dd>
                <address className={styles.address}>{firm.address}</address>
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>{copy.subwayLabel}</dt>
              <dd>{subwayDirections(firm)}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{copy.phonesLabel}</dt>
              <dd>
                <CounselPhones
                  classNames={{
                    list: styles.phones,
                    label: styles.phoneLabel,
                    number: styles.phone,
                  }}
                />
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </section>
  );
}
