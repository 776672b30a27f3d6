/** Placeholder: the page's owner replaces it (the shell shows the page title as the h2 above it). */
export function BoreDevelopmentPage() {
  return <p>This page is coming in this release.</p>;
}
