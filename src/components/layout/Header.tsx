import { Link } from '@tanstack/react-router';
import { firm } from '../../content/firm';
import { COUNSEL_CTA, NAV_ITEMS } from '../../content/navigation';

// Scaffold: replaced by the headerMachine-driven header (issue 3).
export function Header() {
  return (
    <header>
      <Link to="/">{firm.centreName}</Link>
      <nav aria-label="주 메뉴">
        <ul>
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <Link to={COUNSEL_CTA.to}>{COUNSEL_CTA.label}</Link>
    </header>
  );
}
