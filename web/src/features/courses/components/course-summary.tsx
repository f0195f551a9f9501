import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { labelOf } from '@contracts/catalogues/catalogue';
import { COURSE_DURATION_TYPES } from '@contracts/catalogues/course-durations';
import { EXPERTISE_AREAS } from '@contracts/catalogues/expertise-areas';
import type { CourseDetail } from '@contracts/courses';
import { InfoList } from '@/components/info-list';
import { formatDate } from '@/lib/format';
import { COURSE_TEXTS } from '../course-texts';
import { CourseBadges } from './course-badges';
import { badgeCodesOf } from './badge-codes';

/** §2.12's course detail: code, duration, special flag, badges, description, teacher, bibliography, dates. */
export function CourseSummary({ course }: { course: CourseDetail }) {
  const { t } = useLingui();
  return (
    <InfoList
      items={[
        { label: t`Código`, value: <span className="font-mono">{course.course_code}</span> },
        {
          label: t`Duración`,
          value: course.duration_type.map((code) => labelOf(COURSE_DURATION_TYPES, code)).join(', '),
        },
        { label: t`Curso especial`, value: course.is_special ? t`Sí` : t`No` },
        {
          label: t`Profesor asignado`,
          value: course.teacher ? (
            <Link to={`/admin/teachers/${course.teacher.id}`} className="underline underline-offset-2">
              {course.teacher.full_name}
            </Link>
          ) : (
            t(COURSE_TEXTS.noTeacher)
          ),
        },
        {
          label: t`Badges`,
          value: <CourseBadges badges={course.badges} codes={course.has_badge ? badgeCodesOf(course) : []} />,
        },
        {
          label: t`Áreas de especialidad`,
          value: course.expertise_areas.map((code) => labelOf(EXPERTISE_AREAS, code)).join(', '),
        },
        { label: t`Descripción`, value: course.description },
        {
          label: t`Bibliografía`,
          value:
            course.bibliography.length === 0 ? null : (
              <ul className="grid gap-1">
                {course.bibliography.map((url) => (
                  <li key={url}>
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="break-all underline underline-offset-2"
                    >
                      {url}
                      <ExternalLink aria-hidden="true" className="ml-1 inline size-3" />
                      <span className="sr-only">
                        {' '}
                        <Trans>(se abre en otra pestaña)</Trans>
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            ),
        },
        { label: t`Creado`, value: formatDate(course.created_at) },
        { label: t`Última actualización`, value: formatDate(course.updated_at) },
      ]}
    />
  );
}
