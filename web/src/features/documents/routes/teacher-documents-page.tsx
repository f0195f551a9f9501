import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholder: a later issue builds this screen. */
export function TeacherDocumentsPage() {
  return <PlaceholderPage title="My Documents" description="Tus documentos privados y cifrados." />;
}
