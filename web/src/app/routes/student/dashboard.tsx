import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholder: a later issue builds this screen. */
export function StudentDashboardPage() {
  return <PlaceholderPage title="Student Dashboard" description="Tu resumen como estudiante." />;
}
