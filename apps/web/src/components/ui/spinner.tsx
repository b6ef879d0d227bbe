/** A loading indicator that screen readers announce by its label. */
export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div role="status" aria-label={label} className={`flex flex-col items-center gap-3 py-12 ${className}`}>
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="text-sm text-muted">{label}…</span>
    </div>
  );
}
