import { role } from '../../plugins/auth';

/*
 * Who may keep the school's trusted issuers (issue 41): staff only, who decide which institutions the school
 * recognises. Teachers and students neither see nor change the list (403); a credential's issuer check tells them
 * what they need (recognised, under staff's name, or not).
 */

/** List, add, rename and remove trusted issuers. */
export const canManageTrustedIssuers = role('staff');
