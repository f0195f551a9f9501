import { role } from '../../plugins/auth';

/** The process's own figures (event-loop delay, memory): an operator's diagnostic, staff only. */
export const canReadRuntimeFigures = role('staff');
