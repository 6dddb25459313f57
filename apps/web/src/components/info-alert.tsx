// An information box: a short message with an icon, e.g. advice or an empty result.
import type { ReactNode } from 'react';

export type InfoAlertTone = 'info' | 'warning';

export function InfoAlert(props: { title?: string; children?: ReactNode; tone?: InfoAlertTone }) {
  const { title, children, tone = 'info' } = props;
  return (
    <div
      role="note"
      className={`flex gap-3 rounded-md border-l-4 bg-surface p-4 shadow-sm ${
        tone === 'warning' ? 'border-warning' : 'border-info'
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0" fill="none">
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M12 10.5v6M12 7.2v.1"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <div className="min-w-0">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={title ? 'mt-1' : ''}>{children}</div>}
      </div>
    </div>
  );
}
