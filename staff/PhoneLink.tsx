import { STAFF_NOTICE_COPY as NOTICE } from '../contract/staffConsoleNotices';
import { button } from '../src/styles/button.css';

/**
 * A phone number as typed, which a phone dials when tapped (tel: takes the digits and a +). It
 * looks like a button of a full finger's size, so staff on a phone see it is one.
 */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a
      className={button({ tone: 'outline', size: 'md' })}
      href={`tel:${phone.replace(/[^0-9+]/g, '')}`}
    >
      {NOTICE.call(phone)}
    </a>
  );
}
