import path from 'node:path';
import { type ConfigEnv, mergeConfig, type Plugin, type UserConfig } from 'vite';
import siteConfig from '../../vite.config';

// The site's own Vite config with one change: src/visits.ts resolves to bench/beacon/noVisits.ts,
// so the build is the site as it would be without visit counting, and nothing else differs.
// Builds run from the project's root (bench/siteServer.ts).

const visits = path.resolve('src/visits.ts');
const nothing = path.resolve('bench/beacon/noVisits.ts');

const withoutVisits: Plugin = {
  name: 'bench-without-visits',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id === visits ? nothing : null;
  },
};

export default (env: ConfigEnv): UserConfig =>
  mergeConfig((siteConfig as (env: ConfigEnv) => UserConfig)(env), { plugins: [withoutVisits] });
