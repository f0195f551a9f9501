import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/** A module that uses a Lingui macro names one of these (decision 040). */
const USES_MACRO = /@lingui\/(?:react\/|core\/)?macro/;

/**
 * Lingui's macros (`t`, `<Trans>`, `plural`, `msg`) turned into message lookups by its Babel plugin, on the modules that
 * import one only: Vite 8 compiles with Oxc, and Babel on every module would slow each build for nothing.
 */
export function linguiMacros(): Plugin {
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0]!) || id.includes('/node_modules/') || !USES_MACRO.test(code))
        return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
