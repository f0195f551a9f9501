import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { courseQueryOptions } from '@/features/courses/api/courses';
import { COURSE_TEXTS } from '@/features/courses/course-texts';
import { ApiError, getErrorMessage } from '@/lib/api-client';

/**
 * The course pages' states before the course: an invalid id ('ID de curso inválido'), loading, a course that does
 * not exist (the server's 'Curso no encontrado'), or a failed read (with retry).
 */
export function CourseRouteState({
  id,
  course,
  children,
  pageTitle = false,
}: {
  /** The route's course id; none when it is not one. */
  id: number | undefined;
  course: UseQueryResult<unknown>;
  children: ReactNode;
  /** The page has no heading of its own before the course: the state's message is its h1. */
  pageTitle?: boolean;
}) {
  const { t } = useLingui();
  const invalid = id === undefined;
  const { error } = course;
  const retry = () => void course.refetch();
  if (invalid || error) {
    const notFound = error instanceof ApiError && error.status === 404;
    const Message = pageTitle ? 'h1' : 'p';
    return (
      <div
        role="alert"
        className="grid justify-items-start gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-6"
      >
        <Message className="font-medium text-destructive">
          {t(invalid ? COURSE_TEXTS.invalidId : COURSE_TEXTS.itemFailed)}
        </Message>
        {invalid ? null : (
          <p className="text-sm text-muted-foreground">
            {getErrorMessage(error, notFound ? t`Curso no encontrado` : t`Inténtalo de nuevo.`)}
          </p>
        )}
        <div className="flex gap-2">
          {invalid || notFound ? null : (
            <Button variant="outline" size="sm" onClick={retry}>
              <Trans>Reintentar</Trans>
            </Button>
          )}
          <Button variant="outline" size="sm" asChild>
            <Link to="/admin/courses">
              <Trans>Volver a cursos</Trans>
            </Link>
          </Button>
        </div>
      </div>
    );
  }
  if (course.isPending) {
    return (
      <div role="status" aria-label={t`Cargando curso`} className="grid gap-4">
        <Skeleton className="h-12 w-full max-w-xl" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  return <>{children}</>;
}

/** The course of a route's `:id` (not read when the id is invalid), and the id. */
export function useRouteCourse() {
  const id = courseIdOf(useParams().id);
  const course = useQuery({ ...courseQueryOptions(id ?? 0), enabled: id !== undefined });
  return { id, course };
}

/** A route's course id: a positive whole number, else invalid ('ID de curso inválido'). */
export function courseIdOf(param: string | undefined): number | undefined {
  const id = Number(param);
  return param !== undefined && /^\d+$/.test(param) && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
