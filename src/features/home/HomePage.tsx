// Scaffold: the page is built in its own issue.
export function HomePage() {
  return <h1>상속증여 전담센터</h1>;
}
