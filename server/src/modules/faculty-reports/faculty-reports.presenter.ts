import type { ActivityReport, QualificationRow, Qualifications } from '@contracts/faculty-reports';

/**
 * What leaves the server of the reports (issue 45): the table's rows field by field (the query's working columns,
 * the stated basis and the entry ids, stay inside) and the activity report as counted.
 */
export function presentQualificationRow(row: QualificationRow): QualificationRow {
  return {
    course_id: row.course_id,
    course_code: row.course_code,
    course_name: row.course_name,
    teacher_id: row.teacher_id,
    teacher_name: row.teacher_name,
    highest_title: row.highest_title ?? null,
    course_areas: row.course_areas ?? [],
    teacher_areas: row.teacher_areas ?? [],
    areas_covered: row.areas_covered ?? null,
    basis: row.basis,
    basis_source: row.basis_source ?? null,
    justification: row.justification ?? null,
    entries: row.entries ?? [],
    students: Number(row.students),
  };
}

export function presentQualifications(table: Qualifications): Qualifications {
  return { ...table, items: table.items.map(presentQualificationRow) };
}

export function presentActivityReport(report: ActivityReport): ActivityReport {
  return report;
}
