// The status of a long action (an export): "working" with a spinner from the moment it starts, then
// "done", announced to screen readers (role=status) beside the control that started it.
export function WorkStatus({ text, working }: { text: string; working: boolean }) {
  // Only while there is something to say: the page's own statuses stay the only ones otherwise.
  if (!text) return null;
  return (
    <span role="status" className="text-sm text-muted-fg">
      {working && (
        <span
          aria-hidden="true"
          className="mr-2 inline-block size-3 animate-spin rounded-full border-2 border-current border-t-transparent align-middle"
        />
      )}
      {text}
    </span>
  );
}
