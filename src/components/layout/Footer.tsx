import { firm } from '../../content/firm';

// Scaffold: replaced by the full footer (issue 3).
export function Footer() {
  return (
    <footer>
      <p>{firm.legalName}</p>
      <p>
        © {firm.copyrightYear} {firm.legalName}. All rights reserved.
      </p>
    </footer>
  );
}
