import type { ReactNode } from 'react';
import type { Teacher } from '@contracts/teachers';
import { CountryNames } from '@/components/country-names';
import { PersonPhoto } from '@/components/person-photo/person-photo';
import { SocialLinks } from '@/components/social-links';
import { Card, CardContent } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { PhotoDialog } from './photo-dialog';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** Side card of /teacher/profile: name, email, phone, registration date, experience, countries, social links. */
export function ProfileSideCard({ teacher }: { teacher: Teacher }) {
  return (
    <Card>
      <CardContent className="grid gap-5 p-6">
        <div className="flex flex-col items-center gap-3 text-center">
          <PersonPhoto url={teacher.profile_photo} alt={`Foto de ${teacher.full_name}`} className="size-24" />
          <PhotoDialog teacher={teacher} />
          <h2 className="text-lg font-semibold">{teacher.full_name}</h2>
        </div>
        <dl className="grid gap-4">
          <Item label="Correo electrónico">{teacher.email}</Item>
          <Item label="Teléfono">{teacher.phone || 'No especificado'}</Item>
          <Item label="Fecha de registro">{formatDate(teacher.created_at) || 'No especificado'}</Item>
          <Item label="Años de experiencia">{teacher.experience_years ?? 'No especificado'}</Item>
          <Item label="Países">
            <CountryNames codes={teacher.countries} />
          </Item>
          <Item label="Redes sociales">
            <SocialLinks social={teacher.social_media} />
          </Item>
        </dl>
      </CardContent>
    </Card>
  );
}
