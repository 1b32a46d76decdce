import type { AnyMachineSnapshot, AnyStateMachine, EventObject, SnapshotFrom } from 'xstate';

// What a machine's model test declares (its events, answers, delays and the expectation of each
// step), and what the harness hands back about a step.

/** What an invoked call may answer: its output or its rejection. */
export type ActorAnswer = { output: unknown } | { error: unknown };

/** A call the machine started: the test settles it and sees whether it was cancelled. */
export interface Call {
  src: string;
  input: unknown;
  signal: AbortSignal;
}

/** An action the machine emitted to its view (a provided, non-builtin action). */
export interface Emitted {
  type: string;
  params: unknown;
}

export interface Step<S extends AnyMachineSnapshot> {
  before: S;
  event: EventObject;
  after: S;
  /** Actions the real actor emitted during this step, in order. */
  emitted: Emitted[];
  /** Calls the real actor started during this step. */
  started: Call[];
}

/** The whole observable result of one step, written by the test from the spec. */
export interface Expected {
  value: unknown;
  /** Only the fields this step changes; every other field must keep its value. */
  context?: Record<string, unknown>;
  /** The calls started in this step, as [src, input]. None when left out. */
  calls?: [string, unknown][];
  /** The view actions emitted in this step, as [type, params]. None when left out. */
  emitted?: [string, unknown][];
}

/** The step changes nothing an observer can see (as an `Expected`). */
export function unchanged(snapshot: AnyMachineSnapshot): Expected {
  return { value: snapshot.value };
}

export interface ModelSpec<M extends AnyStateMachine> {
  machine: M;
  input?: unknown;
  /**
   * Where the machine starts, written from the spec: its state value and its whole context. The
   * paths below all begin there, so only this says it is right.
   */
  start: { value: unknown; context: Record<string, unknown> };
  /**
   * Every transition the spec gives the machine, one line each, as the coverage check names them:
   * `source —EVENT [guard]→ target` (`(stays)` when it has no target, `[every guard false]→
   * ignored` for a guarded event that may change nothing). The paths are generated from the
   * machine's own transitions, so one the machine lost (a retry, a close, a guard) would simply go
   * untested: this table is the independent list it must match.
   */
  transitions: readonly string[];
  /** What the visitor and the page may send; timers and call answers are added per state. */
  events: readonly EventObject[];
  /** Per invoked promise actor (src = invoke id): every answer the traversal tries. */
  answers?: Record<string, readonly ActorAnswer[]>;
  /**
   * Tells model states apart. Defaults to value + context; machines whose context grows without
   * bound (counters, offsets) keep only what decides what can happen next.
   */
  serializeState?: (snapshot: SnapshotFrom<M>) => string;
  /** Implementations the real actor needs besides the recorded promise actors and actions. */
  provide?: (observer: { log: string[] }) => Parameters<M['provide']>[0];
  /**
   * The situations that matter to the machine's guards and to the next step (page > 1, messages
   * shown, a blank vs a typed form, the last page...): part of the model state, and every
   * transition is taken from each situation in which it can be taken, not just once.
   */
  situation?: (snapshot: SnapshotFrom<M>) => string;
  /**
   * What an observer must see after each step, written from the spec, never computed by the
   * machine: the state value, the entire context (`before` plus the listed changes — any other
   * field that moves fails), the calls started and the actions emitted. It may assert more itself.
   */
  expectStep: (step: Step<SnapshotFrom<M>>, observer: { log: string[]; calls: Call[] }) => Expected;
  /**
   * How long each named delay lasts, written from `contract/` (never read from the machine): the
   * harness moves the clock by exactly this much, so a changed duration fails the step.
   */
  delays?: Record<string, number>;
  /** Extra paths (event lists) walked as well, for sequences the spec cares about by name. */
  scenarios?: readonly (readonly { type: string; [key: string]: unknown }[])[];
}
