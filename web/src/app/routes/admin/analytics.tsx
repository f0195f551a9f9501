import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholder: a later issue builds this screen. */
export function AnalyticsPage() {
  return <PlaceholderPage title="Analytics Dashboard" description="Resumen de profesores, estudiantes, documentos y actividad reciente." />;
}
