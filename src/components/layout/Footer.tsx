import { Link } from '@tanstack/react-router';
import { CENTRE, telHref } from '../../../contract/firm';
import { FOOTER_LABELS } from '../../content/layout';
import { MORE_NAV_ITEMS } from '../../content/navigation';
import { useFirm } from '../../siteContent';
import * as styles from './Footer.css';

export function Footer() {
  const firm = useFirm();
  const facts = [
    { label: FOOTER_LABELS.representatives, value: firm.representatives.join(', ') },
    {
      label: FOOTER_LABELS.mainPhone,
      value: <a href={telHref(firm.mainPhone)}>{firm.mainPhone}</a>,
    },
    { label: FOOTER_LABELS.fax, value: firm.fax },
    { label: FOOTER_LABELS.businessRegistrationNumber, value: firm.businessRegistrationNumber },
    { label: FOOTER_LABELS.email, value: <a href={`mailto:${firm.email}`}>{firm.email}</a> },
    { label: FOOTER_LABELS.address, value: `(${firm.postalCode}) ${firm.address}` },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.name}>
          {firm.legalName} · {CENTRE.name}
        </p>
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <nav aria-label={FOOTER_LABELS.siteLinks}>
          <ul className={styles.links}>
            {MORE_NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={styles.link}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              {/* Bold by convention: the policy the privacy law (§30) requires is easy to find. */}
              <Link to="/privacy" className={styles.privacyLink}>
                {FOOTER_LABELS.privacyPolicy}
              </Link>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>
          © {firm.copyrightYear} {firm.legalName}. {FOOTER_LABELS.rights}
        </p>
      </div>
    </footer>
  );
}
