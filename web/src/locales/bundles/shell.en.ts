import { messages as ideas } from '../../features/ideas/locales/en.po';
import { messages as notifications } from '../../features/notifications/locales/en.po';
import { messages as contractsAreas } from '../../../../contracts/locales/areas/en.po';

/** The texts every signed-in screen's shell shows, in one file (lib/text-bundles.ts). */
export const catalogues = [ideas, notifications, contractsAreas];
