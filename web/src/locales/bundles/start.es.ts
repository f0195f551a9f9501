import { messages as app } from '../es/app.po';
import { messages as auth } from '../../features/auth/locales/es.po';
import { messages as contracts } from '../../../../contracts/locales/es.po';

/** Start-up's texts in one file (lib/text-bundles.ts): the app frame's, the login's and the contracts' first. */
export const catalogues = [app, auth, contracts];
