import { fromPromise, type NonReducibleUnknown } from 'xstate';

// Stryker disable all: the stand-in is replaced by its view (machine.provide), so it never runs
/**
 * The stand-in for a call a machine makes but its view implements (machine.provide): the machine
 * names the call and its types here; running the stand-in is a wiring mistake, said by name.
 */
export const providedByView = <TOutput, TInput = NonReducibleUnknown>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is provided by the view`);
  });
