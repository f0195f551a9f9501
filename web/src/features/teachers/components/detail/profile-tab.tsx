import { useNavigate } from 'react-router';
import { Settings } from 'lucide-react';
import type { Teacher } from '@contracts/teachers';
import { CountryNames } from '@/components/country-names';
import { ExpertiseAreaList } from '@/components/expertise-area-list';
import { InfoList } from '@/components/info-list';
import { SocialLinks } from '@/components/social-links';
import { TeacherBadges } from '@/components/teacher-badges';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { Section } from '../section';

/** 'Perfil': biography, expertise areas, badges ('Gestionar' goes to badge management), and the personal details. */
export function ProfileTab({ teacher }: { teacher: Teacher }) {
  const navigate = useNavigate();
  return (
    <div className="grid gap-6">
      <Section title="Biografía">
        <p className="text-sm whitespace-pre-line">{teacher.bio || 'Sin biografía.'}</p>
      </Section>
      <Section title="Áreas de especialidad">
        <ExpertiseAreaList codes={teacher.expertise_areas} />
      </Section>
      <Section
        title="Badges"
        action={
          <Button variant="outline" size="sm" onClick={() => navigate('/admin/badges')}>
            <Settings aria-hidden="true" />
            Gestionar
          </Button>
        }
      >
        <TeacherBadges teacherId={teacher.id} />
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
