/** Types of scripts/mutationAreas.mjs, plain JavaScript so stryker.config.mjs can load it on Node 20. */
export declare const MUTATION_AREAS: Record<string, { mutate: string[]; tests: string[] }>;
