/**
 * A lending form's submit button, with the form's actions row: off until the island is live (the
 * form needs its script), and busy, with a spinner and its busy label, while the request runs.
 */
export default function SubmitAction({
  hydrated,
  busy,
  label,
  busyLabel,
}: {
  readonly hydrated: boolean;
  readonly busy: boolean;
  readonly label: string;
  readonly busyLabel: string;
}) {
  return (
    <div className="form-actions">
      <button type="submit" className="btn btn-primary" disabled={!hydrated || busy} aria-busy={busy}>
        <span className="spinner" aria-hidden="true" />
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
