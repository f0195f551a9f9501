import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholder: a later issue builds this screen. */
export function TrombinoscopioPage() {
  return <PlaceholderPage title="Trombinoscopio" description="Directorio de fotos de los profesores." />;
}
