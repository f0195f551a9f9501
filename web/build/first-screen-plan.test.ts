import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { FIRST_DATA_ROUTES } from '../../contracts/first-data';
import { firstScreenPlan } from './first-screen-plan';
import { declaredAreasByModule, declaredShellAreas } from './router-areas';

/**
 * A bundle of chunks: file name, the module it stands for, what it imports statically, whether it is the entry, what
 * it imports lazily and the other modules bundled in it.
 */
function bundleOf(
  chunks: Array<
    [file: string, module: string | null, imports: string[], isEntry?: boolean, lazy?: string[], holds?: string[]]
  >,
) {
  return Object.fromEntries(
    chunks.map(([fileName, module, imports, isEntry = false, dynamicImports = [], holds = []]) => {
      const facadeModuleId = module && `/repo/web/src/${module}`;
      const ids = [...(facadeModuleId ? [facadeModuleId] : []), ...holds.map((held) => `/repo/web/src/${held}`)];
      const modules = Object.fromEntries(ids.map((id) => [id, {}]));
      return [fileName, { type: 'chunk', fileName, facadeModuleId, imports, dynamicImports, modules, isEntry }];
    }),
  ) as unknown as OutputBundle;
}

const PAGE_MODULES = [...new Set(FIRST_DATA_ROUTES.map((route) => route.module))];
const pageFile = (module: string) => `assets/${module.replaceAll('/', '-')}.js`;

/** Every page shows the teacher card (the router's areas). */
const PAGE_AREAS = Object.fromEntries(PAGE_MODULES.map((module) => [module, ['teachers']]));

/** The shell shows the idea dialog (its texts come in the shell's bundle). */
const SHELL_AREAS = ['auth', 'ideas'];

const BUNDLE = bundleOf([
  ['assets/index.js', 'main.tsx', ['assets/react.js'], true],
  ['assets/react.js', null, []],
  ['assets/signed-in-app.js', 'app/signed-in-app.tsx', ['assets/router.js', 'assets/react.js']],
  ['assets/router.js', null, []],
  [
    'assets/app-shell.js',
    'app/layouts/app-shell.tsx',
    ['assets/dialogs.js', 'assets/react.js'],
    false,
    ['assets/idea-dialog.js'],
  ],
  ['assets/dialogs.js', null, []],
  ['assets/idea-dialog.js', 'features/ideas/components/idea-dialog.tsx', []],
  ['assets/cards.js', null, [], false, [], ['features/teachers/components/teacher-card.tsx']],
  ['assets/texts.es.js', 'virtual:page-texts/es/contracts-areas+ideas+teachers', []],
  ['assets/texts.en.js', 'virtual:page-texts/en/contracts-areas+ideas+teachers', []],
  ['assets/shell-texts.es.js', 'virtual:page-texts/es/contracts-areas+ideas', []],
  ['assets/shell-texts.en.js', 'virtual:page-texts/en/contracts-areas+ideas', []],
  ['assets/login.js', 'app/routes/auth/login.tsx', ['assets/forms.js', 'assets/react.js']],
  ['assets/forms.js', null, []],
  ['assets/first-queries.js', 'app/first-queries.ts', ['assets/cards.js']],
  ['assets/start.es.js', 'locales/bundles/start.es.ts', []],
  ['assets/start.en.js', 'locales/bundles/start.en.ts', []],
  ['assets/shell.es.js', 'locales/bundles/shell.es.ts', []],
  ['assets/shell.en.js', 'locales/bundles/shell.en.ts', []],
  ...PAGE_MODULES.map((module): [string, string, string[]] => [
    pageFile(module),
    module,
    ['assets/cards.js', 'assets/router.js'],
  ]),
]);

describe("the build's first-screen plan", () => {
  it("lists the entry's files, the login's, the signed-in app's once, then each declared page module's own", () => {
    const plan = firstScreenPlan(BUNDLE, PAGE_AREAS, SHELL_AREAS);
    expect(plan.entry).toEqual(['/assets/index.js', '/assets/react.js']);
    expect(plan.signedOut).toEqual(['/assets/login.js', '/assets/forms.js']);
    expect(plan.shared).toEqual([
      '/assets/signed-in-app.js',
      '/assets/router.js',
      '/assets/app-shell.js',
      '/assets/dialogs.js',
    ]);
    expect(Object.keys(plan.pages).sort()).toEqual([...PAGE_MODULES].sort());
    // The texts start-up loads before the first render, per language (decision 040).
    expect(plan.catalogues).toEqual({ es: ['/assets/start.es.js'], en: ['/assets/start.en.js'] });
    // With the table of the queries the router fills before the page's first render.
    expect(plan.pages['app/routes/teacher/dashboard.tsx']).toEqual([
      `/${pageFile('app/routes/teacher/dashboard.tsx')}`,
      '/assets/cards.js',
      '/assets/first-queries.js',
    ]);
  });

  it("lists each page's one file of texts: the shell's areas and its own, the contracts' texts of the features", () => {
    const plan = firstScreenPlan(BUNDLE, PAGE_AREAS, SHELL_AREAS);
    expect(plan.pageTexts['app/routes/trombinoscopio.tsx']).toEqual({
      es: ['/assets/texts.es.js'],
      en: ['/assets/texts.en.js'],
    });
    // A page with no area of its own: the shell's texts alone (the idea dialog's, the contracts' of the features).
    const bare = firstScreenPlan(BUNDLE, { ...PAGE_AREAS, 'app/routes/trombinoscopio.tsx': [] }, SHELL_AREAS);
    expect(bare.pageTexts['app/routes/trombinoscopio.tsx']).toEqual({
      es: ['/assets/shell-texts.es.js'],
      en: ['/assets/shell-texts.en.js'],
    });
  });

  it("lists a page's table for wide screens apart, when the page loads it on a wide screen only", () => {
    const courses = pageFile('app/routes/admin/courses.tsx');
    const withTable = {
      ...BUNDLE,
      ...bundleOf([
        [
          courses,
          'app/routes/admin/courses.tsx',
          ['assets/cards.js'],
          false,
          [],
          ['components/data-table/cards-or-table.tsx'],
        ],
        ['assets/grid-table.js', 'components/data-table/grid-table.tsx', ['assets/table-core.js', 'assets/react.js']],
        ['assets/table-core.js', null, []],
      ]),
    };
    const plan = firstScreenPlan(withTable, PAGE_AREAS, SHELL_AREAS);
    expect(plan.widePages['app/routes/admin/courses.tsx']).toEqual(['/assets/grid-table.js', '/assets/table-core.js']);
    expect(plan.pages['app/routes/admin/courses.tsx']).not.toContain('/assets/grid-table.js');
    expect(plan.widePages['app/routes/teacher/dashboard.tsx']).toEqual([]);
  });

  it('fails the build when a declared page has no chunk', () => {
    const { [pageFile('app/routes/trombinoscopio.tsx')]: _dropped, ...rest } = BUNDLE;
    expect(() => firstScreenPlan(rest, PAGE_AREAS, SHELL_AREAS)).toThrow(
      'no chunk for web/src/app/routes/trombinoscopio.tsx',
    );
  });

  it('fails the build when a declared page is no page of the router', () => {
    const { 'app/routes/trombinoscopio.tsx': _dropped, ...rest } = PAGE_AREAS;
    expect(() => firstScreenPlan(BUNDLE, rest, SHELL_AREAS)).toThrow(
      'no page of the router loads web/src/app/routes/trombinoscopio.tsx',
    );
  });

  it('reads the areas the router declares: the teacher profile’s first render, not its later tabs', () => {
    const declared = declaredAreasByModule();
    expect(declared['app/routes/teacher/profile.tsx']).toEqual(['badges', 'cv', 'documents', 'teachers']);
    for (const module of PAGE_MODULES) expect(declared[module], module).toBeDefined();
  });

  it("reads the shell's areas as the router declares them", () => {
    expect(declaredShellAreas()).toEqual(['auth', 'ideas', 'notifications']);
  });
});
