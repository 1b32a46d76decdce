import { telHref } from '../../../contract/firm';
import { useFirm } from '../../siteContent';

/** The firm's counsel lines as a list of labelled `tel:` links; each place brings its own look. */
export function CounselPhones({
  classNames,
}: {
  classNames: { list: string; item?: string; label: string; number: string };
}) {
  const firm = useFirm();
  return (
    <ul className={classNames.list}>
      {firm.counselPhones.map((phone) => (
        <li key={phone.number} className={classNames.item}>
          <span className={classNames.label}>{phone.label}</span>
          <a className={classNames.number} href={telHref(phone.number)}>
            {phone.number}
          </a>
        </li>
      ))}
    </ul>
  );
}
