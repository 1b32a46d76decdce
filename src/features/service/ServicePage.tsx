// Scaffold: the page is built in its own issue.
export function ServicePage() {
  return <h1>서비스</h1>;
}
