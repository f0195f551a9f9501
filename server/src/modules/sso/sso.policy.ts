import { role } from '../../plugins/auth';

/*
 * Who may do what with single sign-on (decision 010): configuring the identity providers is staff's; the login
 * screen's list, the provider's start and callback and the ticket are public (they are the sign-in itself).
 */

/** List, add, change and remove the identity providers. */
export const canManageSsoProviders = role('staff');
