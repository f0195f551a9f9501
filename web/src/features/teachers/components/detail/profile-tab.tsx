import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Teacher } from '@contracts/teachers';
import { CountryNames } from '@/components/country-names';
import { ExpertiseAreaList } from '@/components/expertise-area-list';
import { InfoList } from '@/components/info-list';
import { SocialLinks } from '@/components/social-links';
import { formatDate } from '@/lib/format';
import { Section } from '../section';

interface ProfileTabProps {
  teacher: Teacher;
  /** The teacher's badges (the badges feature's list, composed by the page). */
  badges: ReactNode;
  /** Beside the badges' title: 'Gestionar', which opens 'Administrar Badges' (§2.6). */
  badgesAction?: ReactNode;
}

/** 'Perfil': biography, expertise areas, badges with 'Gestionar', and the personal details. */
export function ProfileTab({ teacher, badges, badgesAction }: ProfileTabProps) {
  const { t } = useLingui();
  return (
    <div className="grid gap-6">
      <Section title={t`Biografía`}>
        <p className="text-sm whitespace-pre-line">{teacher.bio || t`Sin biografía.`}</p>
      </Section>
      <Section title={t`Áreas de especialidad`}>
        <ExpertiseAreaList codes={teacher.expertise_areas} />
      </Section>
      <Section title={t`Badges`} action={badgesAction}>
        {badges}
      </Section>
      <Section title={t`Datos personales`}>
        <InfoList
          items={[
            { label: t`Teléfono`, value: teacher.phone },
            { label: t`Año de inicio`, value: teacher.start_year },
            { label: t`Años de experiencia`, value: teacher.experience_years },
            { label: t`Fecha de nacimiento`, value: formatDate(teacher.birthdate) },
            { label: t`Egresado de Esarte`, value: teacher.esarte_alumni ? t`Sí` : t`No` },
            { label: t`Registrado`, value: formatDate(teacher.created_at) },
          ]}
        />
      </Section>
      <Section title={t`Países`}>
        <CountryNames codes={teacher.countries} />
      </Section>
      <Section title={t`Redes sociales`}>
        <SocialLinks social={teacher.social_media} />
      </Section>
    </div>
  );
}
