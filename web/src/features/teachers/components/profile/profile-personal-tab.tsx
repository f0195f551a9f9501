import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <div className="grid gap-6">
      <Section title={t`Biografía`}>
        <p className="text-sm whitespace-pre-line">{teacher.bio || t`Aún no has escrito tu biografía.`}</p>
        {teacher.esarte_alumni ? (
          <Badge variant="secondary" className="w-fit">
            <GraduationCap aria-hidden="true" />
            <Trans>Egresado de Esarte</Trans>
          </Badge>
        ) : null}
      </Section>
      <Section title={t`Áreas de especialidad`}>
        <ExpertiseAreaList codes={teacher.expertise_areas} />
      </Section>
      <Section title={t`Badges`}>{badges}</Section>
    </div>
  );
}
