import { apiHeaders, inlineScriptHashes, securityHeaders } from '../plugins/security';

/** The headers every answer carries: a page's, and the stricter set an answer under /api/ gets. */
export interface AnswerHeaders {
  page: Record<string, string>;
  api: Record<string, string>;
}

/**
 * Computed once at start (decision 39): the page's CSP names the hashes of the built pages'
 * inline scripts and the map's tile server; the API's lets nothing load or frame it (decision 160).
 */
export async function answerHeaders(mapTileUrl: string, distDir: string): Promise<AnswerHeaders> {
  const page = await securityHeaders(mapTileUrl, inlineScriptHashes(distDir));
  return { page, api: apiHeaders(page) };
}
