/** The design system's loading spinner with a visible label, announced politely to screen readers. */
export function Loader({ label = 'Loading', size = 'lg' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <div className="app-loader" role="status" aria-live="polite">
      <div className="nsw-loader">
        <span className={`nsw-loader__circle nsw-loader__circle--${size}`} aria-hidden="true" />
        <span className="nsw-loader__label">{label}</span>
      </div>
    </div>
  );
}
