import { useLingui } from '@lingui/react/macro';
import { DialogLink } from './dialog-link';
import { lazyPartOrNotice } from '@/components/load-failed-notice';

const loadContent = () => import('./support-dialog-content');
const SupportDialogContent = lazyPartOrNotice(() => loadContent().then((m) => m.SupportDialogContent));

/** The 'Need assistance?' link and its support-contact dialog (spec §2.1). */
export function SupportDialog() {
  const { t } = useLingui();
  return <DialogLink label={t`Need assistance?`} preload={loadContent} dialog={SupportDialogContent} />;
}
