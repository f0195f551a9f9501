import { lazy } from 'react';
import { DialogLink } from './dialog-link';

const loadContent = () => import('./support-dialog-content');
const SupportDialogContent = lazy(() => loadContent().then((m) => ({ default: m.SupportDialogContent })));

/** The 'Need assistance?' link and its support-contact dialog (spec §2.1). */
export function SupportDialog() {
  return <DialogLink label="Need assistance?" preload={loadContent} dialog={SupportDialogContent} />;
}
