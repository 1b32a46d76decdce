// Scaffold: the page is built in its own issue.
export function JobPage() {
  return <h1>채용</h1>;
}
