/*
 * The shell's code, as a loader that start-up calls with a stored session alongside the signed-in app's own code
 * (its chunk is otherwise asked for only once the signed-in app's has run). The page's own code is named in the
 * page's Link header (decision 039) and imported by the router as soon as the signed-in app runs. Kept free of the
 * router, so the entry stays small.
 */
export const loadAppShell = () => import('./layouts/app-shell');
