import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholder: a later issue builds this screen. */
export function TeacherDashboardPage() {
  return <PlaceholderPage title="Teacher Dashboard" description="Tu resumen de documentos y actividad." />;
}
