import type { ActivityEntryFields } from '@contracts/activity-record';

/** An entry's checked fields as the columns of activity_entries: the service's writes and the demo seed's. */
export function entryColumns(fields: ActivityEntryFields) {
  return {
    kind: fields.kind,
    title: fields.title,
    startDate: fields.start_date,
    endDate: fields.end_date,
    description: fields.description,
    organization: fields.organization,
    role: fields.role,
    city: fields.city,
    country: fields.country,
    productionType: fields.production_type,
    platformOrMedium: fields.platform_or_medium,
    format: fields.format,
    selection: fields.selection,
    scope: fields.scope,
    links: fields.links,
    visibility: fields.visibility,
  };
}
