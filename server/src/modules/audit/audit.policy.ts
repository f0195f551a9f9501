import { role } from '../../plugins/auth';

/** The audit log, one entry and its CSV export: staff only (decision 010, the routes' guard). */
export const canReadAuditLog = role('staff');
