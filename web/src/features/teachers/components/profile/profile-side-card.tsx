import { useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import type { Teacher } from '@contracts/teachers';
import { CountryNames } from '@/components/country-names';
import { InfoList } from '@/components/info-list';
import { PersonPhoto } from '@/components/person-photo/person-photo';
import { SocialLinks } from '@/components/social-links';
import { Card, CardContent } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { PhotoDialog } from './photo-dialog';

/** Side card of /teacher/profile: name, email, phone, registration date, experience, countries, social links. */
export function ProfileSideCard({ teacher }: { teacher: Teacher }) {
  const { t } = useLingui();
  return (
    <Card>
      <CardContent className="grid gap-5 p-6">
        <div className="flex flex-col items-center gap-3 text-center">
          <PersonPhoto
            url={teacher.profile_photo}
            size="medium"
            alt={t`Foto de ${ph({ name: teacher.full_name })}`}
            className="size-24"
            eager
          />
          <PhotoDialog teacher={teacher} />
          <h2 className="text-lg font-semibold">{teacher.full_name}</h2>
        </div>
        <InfoList
          className="gap-4 sm:grid-cols-1"
          items={[
            { label: t`Correo electrónico`, value: teacher.email },
            { label: t`Teléfono`, value: teacher.phone },
            { label: t`Fecha de registro`, value: formatDate(teacher.created_at) },
            { label: t`Años de experiencia`, value: teacher.experience_years },
            { label: t`Países`, value: <CountryNames codes={teacher.countries} /> },
            { label: t`Redes sociales`, value: <SocialLinks social={teacher.social_media} /> },
          ]}
        />
      </CardContent>
    </Card>
  );
}
