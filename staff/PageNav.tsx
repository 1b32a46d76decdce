import { STAFF_LIMITS } from '../contract/staff';
import { Pagination } from '../src/components/Pagination';

interface PageNavProps {
  page: number;
  total: number;
  onSelect: (page: number) => void;
}

/** The site's pagination under a staff list, shown once the list has more than one page. */
export function PageNav({ page, total, onSelect }: PageNavProps) {
  const lastPage = Math.ceil(total / STAFF_LIMITS.pageSize);
  return lastPage > 1 ? <Pagination page={page} lastPage={lastPage} onSelect={onSelect} /> : null;
}
