// Scaffold: the page is built in its own issue.
export function CenterInfoPage() {
  return <h1>센터 소개</h1>;
}
