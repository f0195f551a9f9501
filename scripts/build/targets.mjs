/** What `npm start` and `npm run build` build: each target's inputs, its main output, its stamp and its builder. */
import { buildServer, SERVER_OUTPUT } from './server.mjs';
import { buildWeb, WEB_OUTPUT, webBuilderInstalled } from './web.mjs';

/** The build scripts are inputs of every target: a change in how things are built rebuilds them. */
const BUILD_SCRIPTS = ['scripts/build'];

export const TARGETS = {
  server: {
    label: 'the server',
    inputs: ['server/src', 'contracts', 'tsconfig.json', ...BUILD_SCRIPTS],
    skip: [],
    output: SERVER_OUTPUT,
    stamp: 'dist/server.stamp',
    build: buildServer,
    builderInstalled: () => true,
  },
  web: {
    label: 'the web app',
    inputs: ['web', 'contracts', 'package-lock.json', 'lingui.config.ts', ...BUILD_SCRIPTS],
    skip: ['web/dist'],
    output: WEB_OUTPUT,
    stamp: 'dist/web.stamp',
    build: buildWeb,
    builderInstalled: webBuilderInstalled,
  },
};
