import { messages as app } from '../en/app.po';
import { messages as auth } from '../../features/auth/locales/en.po';
import { messages as contracts } from '../../../../contracts/locales/en.po';

/** Start-up's texts in one file (lib/text-bundles.ts): the app frame's, the login's and the contracts' first. */
export const catalogues = [app, auth, contracts];
