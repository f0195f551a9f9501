import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholder: a later issue builds this screen. */
export function DocumentManagementPage() {
  return <PlaceholderPage title="Document Management" description="Documentos de profesores, cursos y estudiantes." />;
}
