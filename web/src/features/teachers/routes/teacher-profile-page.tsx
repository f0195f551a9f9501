import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholder: a later issue builds this screen. */
export function TeacherProfilePage() {
  return <PlaceholderPage title="Mi Perfil" description="Tu información personal y académica." />;
}
