/** A spinner and what is loading; plain (no MUI), as it shows while a screen's code, MUI included, arrives. */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="brp-loading">
      <span className="brp-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
