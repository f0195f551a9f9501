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
  return (
    <div className="grid gap-6">
      <Section title="Biografía">
        <p className="text-sm whitespace-pre-line">{teacher.bio || 'Sin biografía.'}</p>
      </Section>
      <Section title="Áreas de especialidad">
        <ExpertiseAreaList codes={teacher.expertise_areas} />
      </Section>
      <Section title="Badges" action={badgesAction}>
        {badges}
      </Section>
      <Section title="Datos personales">
        <InfoList
          items={[
            { label: 'Teléfono', value: teacher.phone },
            { label: 'Año de inicio', value: teacher.start_year },
            { label: 'Años de experiencia', value: teacher.experience_years },
            { label: 'Fecha de nacimiento', value: formatDate(teacher.birthdate) },
            { label: 'Egresado de Esarte', value: teacher.esarte_alumni ? 'Sí' : 'No' },
            { label: 'Registrado', value: formatDate(teacher.created_at) },
          ]}
        />
      </Section>
      <Section title="Países">
        <CountryNames codes={teacher.countries} />
      </Section>
      <Section title="Redes sociales">
        <SocialLinks social={teacher.social_media} />
      </Section>
    </div>
  );
}
