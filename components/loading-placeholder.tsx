/**
 * What a section shows while its data streams in: a shimmering box of the section's size
 * that says in words what is loading (a blank bar tells nobody anything), announced once to
 * screen readers as a status.
 */
export function LoadingPlaceholder({ label, className }: { label: string; className?: string }) {
  return (
    <div className={className === undefined ? "skeleton" : `skeleton ${className}`} role="status">
      <span className="skeleton-label">Loading {label}…</span>
    </div>
  );
}
