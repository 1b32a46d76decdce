// Scaffold: the page is built in its own issue.
export function SuccessCaseDetailPage() {
  return <h1>성공사례</h1>;
}
