// Scaffold: the page is built in its own issue.
export function ApplyCounselPage() {
  return <h1>상담신청</h1>;
}
