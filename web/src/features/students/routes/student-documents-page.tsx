import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholder: a later issue builds this screen. */
export function StudentDocumentsPage() {
  return <PlaceholderPage title="Documents" description="Tus documentos." />;
}
