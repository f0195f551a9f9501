import { PersonPhoto } from '@/components/person-photo/person-photo';

/**
 * SLOT — profile photo widget (spec §4.3). The documents issue replaces this component with the
 * upload/change/delete widget; until then it only shows the current photo or the person icon
 * (no upload button that would not work).
 */
export function PhotoSlot({ photoUrl, name }: { photoUrl: string | null | undefined; name: string }) {
  return (
    <div className="flex items-center gap-4 rounded-lg border border-dashed p-4" data-slot="profile-photo-widget">
      <PersonPhoto url={photoUrl} alt={name ? `Foto de perfil de ${name}` : 'Foto de perfil'} className="size-16" />
      <p className="text-sm font-medium">Foto de perfil</p>
    </div>
  );
}
