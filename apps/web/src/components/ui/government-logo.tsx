/**
 * NSW Government lockup drawn for this app: a stylised waratah and the wordmark. Decision: the
 * official waratah artwork is a licensed brand asset; replace public/nsw-government-logo.svg with the
 * file the department's brand team supplies. The identity provider's pages use the same file.
 */
export function GovernmentLogo({ className }: { className?: string }) {
  return <img className={className} src="/nsw-government-logo.svg" alt="NSW Government" width={166} height={64} />;
}
