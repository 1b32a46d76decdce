// Scaffold: the page is built in its own issue.
export function FaqPage() {
  return <h1>자주 묻는 질문</h1>;
}
