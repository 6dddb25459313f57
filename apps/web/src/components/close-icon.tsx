// The cross of a close button (a dialog, a drawer); the button itself carries the name.
export function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-5" fill="none">
      <path d="m3 3 10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
