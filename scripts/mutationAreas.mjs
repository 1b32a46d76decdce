// @ts-check
/**
 * What Stryker mutates (stryker.config.mjs) and the tests that judge it, one area at a time. A
 * mutant in code that runs when a module loads (a machine's configuration, a valibot schema, a
 * regular expression or SQL constant) cannot be traced to single tests, so Stryker reruns every
 * test file of the run that imports the module: each area's run holds only its own fast tests.
 * The server's rule modules are judged by tests that call them directly (tests/server/*Rules.test.ts,
 * tests/server/staff/*Storage.test.ts) rather than through the whole app (staffAuth/Records/Moderation.test.ts: seconds a mutant).
 */
/** @type {Record<string, { mutate: string[]; tests: string[] }>} */
export const MUTATION_AREAS = {
  machines: {
    mutate: ['machines/**/*.ts'],
    tests: ['tests/machines/**/*.test.ts'],
  },
  contract: {
    mutate: [
      'contract/text.ts',
      'contract/graphemes.ts',
      'contract/limits.ts',
      'contract/calculatorFields.ts',
      'contract/calculatorParsing.ts',
      'contract/calculatorInput.ts',
      'contract/calculatorSummary.ts',
      'contract/format.ts',
      'contract/messages.ts',
      'contract/errors.ts',
    ],
    tests: ['tests/contract/**/*.test.ts'],
  },
  tax: {
    mutate: [
      'contract/taxLaw.ts',
      'contract/taxArithmetic.ts',
      'contract/inheritanceInput.ts',
      'contract/inheritanceDeductions.ts',
      'contract/inheritanceArithmetic.ts',
      'contract/giftArithmetic.ts',
      'contract/heirs.ts',
      'contract/taxBreakdown.ts',
      'contract/inheritanceBreakdown.ts',
      'contract/giftBreakdown.ts',
      'contract/taxEstimate.ts',
    ],
    tests: ['tests/contract/**/*.test.ts'],
  },
  server: {
    mutate: [
      'server/passwords/passwordGuard.ts',
      'server/db/passwordAttempts.ts',
      'server/plugins/staffSession.ts',
      'server/db/audit.ts',
      'server/db/reviewModeration.ts',
      'server/db/handling.ts',
    ],
    tests: [
      'tests/server/passwords/guardQueue.test.ts',
      'tests/server/passwords/guardRules.test.ts',
      'tests/server/passwords/guardSignIns.test.ts',
      'tests/server/staff/staffSessionRules.test.ts',
      'tests/server/staff/staffModerationStorage.test.ts',
      'tests/server/staff/staffAuditStorage.test.ts',
      'tests/server/staff/staffHandlingStorage.test.ts',
      'tests/server/staff/passwordAttemptStorage.test.ts',
    ],
  },
};
