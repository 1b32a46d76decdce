// The password estimator's thread (decision 182): zxcvbn's matching takes tens to hundreds of
// milliseconds of CPU per password, which must not stall the server's own thread. Plain
// JavaScript, so that node, tsx and vitest all load it as it is.
import { parentPort } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});
const commonPasswords = new Set(common.dictionary['passwords-common'].map(String));

parentPort?.on('message', ({ id, password, inputs }) => {
  try {
    parentPort?.postMessage({
      id,
      common: commonPasswords.has(password.toLowerCase()),
      score: estimator.check(password, inputs).score,
    });
  } catch (error) {
    parentPort?.postMessage({ id, error: String(error) });
  }
});
