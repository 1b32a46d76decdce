// Scaffold: the page is built in its own issue.
export function ReviewsPage() {
  return <h1>고객후기</h1>;
}
