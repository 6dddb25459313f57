// The generic modal loaded on first use: React Aria's overlay code stays out of the first load.
import { lazy, Suspense } from 'react';
import type { PortalModalProps } from './modal';

const PortalModal = lazy(() => import('./modal').then((m) => ({ default: m.PortalModal })));

/** Renders nothing while closed; the modal's code loads when it first opens. */
export function LazyModal(props: PortalModalProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <PortalModal {...props} />
    </Suspense>
  );
}
