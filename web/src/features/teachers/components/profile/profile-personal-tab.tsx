import type { ReactNode } from 'react';
import { GraduationCap } from 'lucide-react';
import type { Teacher } from '@contracts/teachers';
import { ExpertiseAreaList } from '@/components/expertise-area-list';
import { Badge } from '@/components/ui/badge';
import { Section } from '../section';

/** 'Información Personal' of the own profile: bio, alumni badge, expertise areas, badges. */
export function ProfilePersonalTab({
  teacher,
  badges,
}: {
  teacher: Teacher;
  /** The badges feature's list, composed by the page. */ badges: ReactNode;
}) {
  return (
    <div className="grid gap-6">
      <Section title="Biografía">
        <p className="text-sm whitespace-pre-line">{teacher.bio || 'Aún no has escrito tu biografía.'}</p>
        {teacher.esarte_alumni ? (
          <Badge variant="secondary" className="w-fit">
            <GraduationCap aria-hidden="true" />
            Egresado de Esarte
          </Badge>
        ) : null}
      </Section>
      <Section title="Áreas de especialidad">
        <ExpertiseAreaList codes={teacher.expertise_areas} />
      </Section>
      <Section title="Badges">{badges}</Section>
    </div>
  );
}
