// The staff password rule beyond its length (개인정보의 안전성 확보조치 기준 §5; decision 182):
// refused when on the kept list of common and breached passwords, when the estimator scores it
// guessable (the firm's own words count as known), when it holds the account's name (in Hangul
// or typed on the keyboard in English), or when a reset repeats the password it replaces.
// Server and command line only: the console learns the verdict from the server's answer.
import { Worker } from 'node:worker_threads';
import { FIRM_WORDS, hangulKeys } from '../../contract/hangulKeys';
import { STAFF_SIGN_IN_MESSAGES } from '../../contract/staffAccess';
import { verifyPassword } from './passwords';

/**
 * zxcvbn's 3 ("safely unguessable", about 10^8 guesses and more). 2 is what an attacker with a
 * leaked scrypt hash and a GPU gets through in days; the per-address limit is not the only wall.
 */
export const MIN_PASSWORD_SCORE = 3;
/** What the estimator reads of a password: its cost grows with the square of the length. */
export const ESTIMATED_CHARACTERS = 64;

interface Verdict {
  common: boolean;
  score: number;
}

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (v: Verdict) => void; reject: (e: Error) => void }>();

/**
 * The estimator runs in a thread of its own, made on first use (its dictionaries take a second
 * and 7 MB to load), keeping the process alive only while a password waits its turn there.
 */
function estimate(password: string, inputs: string[]): Promise<Verdict> {
  if (!worker) {
    const started = new Worker(new URL('./passwordEstimator.worker.mjs', import.meta.url));
    started.unref();
    started.on('message', (answer: Verdict & { id: number; error?: string }) => {
      const pending = waiting.get(answer.id);
      waiting.delete(answer.id);
      if (waiting.size === 0) started.unref();
      if (answer.error) pending?.reject(new Error(answer.error));
      else pending?.resolve(answer);
    });
    started.on('error', (error) => {
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
      worker = undefined;
    });
    worker = started;
  }
  const id = nextId++;
  // Held while a password waits, so a command line does not exit before its answer.
  worker.ref();
  const promise = new Promise<Verdict>((resolve, reject) => waiting.set(id, { resolve, reject }));
  worker.postMessage({
    id,
    password: [...password].slice(0, ESTIMATED_CHARACTERS).join(''),
    inputs,
  });
  return promise;
}

/** The name as a password would hold it: lower case, without spaces. */
const bare = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** The firm's words and their keyboard forms, as the estimator's user inputs. */
const FIRM_INPUTS = FIRM_WORDS.flatMap((word) => [word, hangulKeys(word).toLowerCase()]);

/**
 * Why `password` may not be the account's, in Korean, or null. The length rule is the contract's
 * (staffNewPasswordSchema) and is checked before this.
 */
export async function passwordProblem(
  password: string,
  account: { name: string; previousHash?: string },
): Promise<string | null> {
  const M = STAFF_SIGN_IN_MESSAGES;
  const name = bare(account.name);
  // The name as typed with the keyboard left in English counts too: 박대표 is `qkreovy`.
  const typed = bare(hangulKeys(account.name));
  const held = bare(password);
  if (name.length > 0 && (held.includes(name) || held.includes(typed))) return M.passwordHasName;
  const verdict = await estimate(password, [account.name, typed, ...FIRM_INPUTS]);
  if (verdict.common) return M.passwordCommon;
  if (verdict.score < MIN_PASSWORD_SCORE) return M.passwordWeak;
  if (account.previousHash && (await verifyPassword(password, account.previousHash))) {
    return M.passwordReused;
  }
  return null;
}
