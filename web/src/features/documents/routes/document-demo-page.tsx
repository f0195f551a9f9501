import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholder: a later issue builds this screen. */
export function DocumentDemoPage() {
  return <PlaceholderPage title="Document Demo" description="Elige un tipo de entidad y un ID para gestionar sus documentos." />;
}
