/**
 * NSW Government lockup drawn for this app: a stylised waratah and the wordmark. Decision: the
 * official waratah artwork is a licensed brand asset; swap this component's SVG for the file the
 * department's brand team supplies.
 */
export function GovernmentLogo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 166 64" role="img" aria-label="NSW Government" focusable="false">
      <g fill="#D7153A">
        <path d="M32 4c7.5 6 11.5 14.5 11.5 22.5S39.5 40 32 42.5C24.5 40 20.5 34.5 20.5 26.5S24.5 10 32 4z" />
        <path d="M18.5 12c-5.5 5-8 12.5-7 19.5.8 6.3 5.4 11 12.5 12.5-4.3-4.6-6.5-10-6.5-16.5 0-5.5.3-10.5 1-15.5z" />
        <path d="M45.5 12c5.5 5 8 12.5 7 19.5-.8 6.3-5.4 11-12.5 12.5 4.3-4.6 6.5-10 6.5-16.5 0-5.5-.3-10.5-1-15.5z" />
        <path d="M4 27c1 9.5 7.5 17.5 20 20-7-4-12-10.5-13.5-17.5z" />
        <path d="M60 27c-1 9.5-7.5 17.5-20 20 7-4 12-10.5 13.5-17.5z" />
        <path d="M10 53c7 3.6 14.5 3.6 22 0 7.5 3.6 15 3.6 22 0-7-3.6-14.5-3.6-22 0-7.5-3.6-15-3.6-22 0z" />
      </g>
      <g fill="#002664" fontFamily="'Public Sans', Arial, sans-serif" fontWeight="800">
        <text x="72" y="38" fontSize="27" letterSpacing="0.5">
          NSW
        </text>
        <text x="72" y="54" fontSize="10.5" fontWeight="700" letterSpacing="1.6">
          GOVERNMENT
        </text>
      </g>
    </svg>
  );
}
