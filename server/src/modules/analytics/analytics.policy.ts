import { role } from '../../plugins/auth';

/** The analytics dashboard (§2.8): staff work. The route's guard (decision 010). */
export const canSeeAnalytics = role('staff');
