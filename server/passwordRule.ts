// The staff password rule beyond its length (개인정보의 안전성 확보조치 기준 §5; decision 182):
// refused when on the kept list of common and breached passwords, when the estimator scores it
// guessable, when it holds the account's name, or when a reset repeats the password it replaces.
// Server and command line only: the console learns the verdict from the server's answer.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { STAFF_SIGN_IN_MESSAGES } from '../contract/staff';
import { verifyPassword } from './passwords';

/**
 * zxcvbn's 3 ("safely unguessable", about 10^8 guesses and more). 2 is what an attacker with a
 * leaked scrypt hash and a GPU gets through in days; the per-address limit is not the only wall.
 */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;
let commonPasswords: Set<string> | undefined;

/** Built on first use: the dictionaries take a few hundred milliseconds and 7 MB to load. */
function loaded() {
  if (!estimator || !commonPasswords) {
    estimator = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
    commonPasswords = new Set(common.dictionary['passwords-common'].map(String));
  }
  return { estimator, commonPasswords };
}

/** The name as a password would hold it: lower case, without spaces. */
const bare = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/**
 * Why `password` may not be the account's, in Korean, or null. The length rule is the contract's
 * (staffNewPasswordSchema) and is checked before this.
 */
export async function passwordProblem(
  password: string,
  account: { name: string; previousHash?: string },
): Promise<string | null> {
  const M = STAFF_SIGN_IN_MESSAGES;
  const { estimator, commonPasswords } = loaded();
  const name = bare(account.name);
  if (name.length > 0 && bare(password).includes(name)) return M.passwordHasName;
  if (commonPasswords.has(password.toLowerCase())) return M.passwordCommon;
  if (estimator.check(password, [account.name]).score < MIN_PASSWORD_SCORE) return M.passwordWeak;
  if (account.previousHash && (await verifyPassword(password, account.previousHash))) {
    return M.passwordReused;
  }
  return null;
}
