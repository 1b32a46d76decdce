import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent } from 'xstate';

// The Stately inspector as a panel inside the page (development only; loaded by src/inspect.ts
// through a dynamic import that production builds drop). Decision 63 explains the three choices:
//
// - An iframe, not a pop-up: a window opened during start-up is not a user's action, so Chrome's
//   pop-up blocker stops it and nothing shows.
// - Actors are announced when the inspector connects, not from a history: the library replays at
//   most its last `maxDeferredEvents` (200) messages, and the status table's ticker alone sends
//   ~60 a second, so a page's machines were gone by the time stately.ai had loaded. The panel
//   keeps the running actors and announces each, with its current snapshot, on connection.
// - An actor is announced only once it has started: React StrictMode creates every
//   useMachine/useActorRef actor twice in development and starts one; the other never runs and
//   would show as a second copy of the machine.
//
// Timer-driven steps (the ticker's 30 ms scroll, the carousel's card reports) reach the inspector
// at most every `TIMER_EVENT_INTERVAL_MS` per actor, so its event log stays readable.

const TIMER_EVENT_INTERVAL_MS = 250;
const INSPECTOR_URL = 'https://stately.ai/inspect';

type ActorEvent = Extract<InspectionEvent, { type: '@xstate.actor' }>;

const PANEL_STYLE = `
  position: fixed; inset: auto 0 0 0; z-index: 2147483647; height: 45vh;
  display: flex; flex-direction: column; background: #111; box-shadow: 0 -2px 8px #0006;
  font: 13px/1.4 system-ui, sans-serif;
`;
const BAR_STYLE = 'display: flex; align-items: center; gap: 8px; padding: 4px 8px; color: #eee;';

/** Mounts the panel and returns the observer every machine's `inspect` forwards to. */
export function startInspectorPanel(): (event: InspectionEvent) => void {
  const panel = document.createElement('section');
  panel.setAttribute('aria-label', 'Stately inspector');
  panel.dataset.inspectorPanel = '';
  panel.style.cssText = PANEL_STYLE;
  const bar = document.createElement('div');
  bar.style.cssText = BAR_STYLE;
  const title = document.createElement('strong');
  title.textContent = 'Stately inspector';
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.textContent = 'Hide';
  // The site's global styles reset buttons; this one must read on the dark bar whatever they say.
  toggle.style.cssText =
    'color: #111; background: #eee; border: 0; padding: 2px 10px; font: inherit;';
  const iframe = document.createElement('iframe');
  iframe.title = 'Stately inspector';
  iframe.style.cssText = 'flex: 1; border: 0; width: 100%; background: #fff;';
  toggle.addEventListener('click', () => {
    const hidden = iframe.style.display !== 'none';
    iframe.style.display = hidden ? 'none' : '';
    panel.style.height = hidden ? 'auto' : '45vh';
    toggle.textContent = hidden ? 'Show' : 'Hide';
  });
  // What the panel holds for the inspector, so a developer sees at once whether it connected.
  const status = document.createElement('output');
  status.style.cssText = 'margin-left: auto;';
  bar.append(title, toggle, status);
  panel.append(bar, iframe);
  document.body.append(panel);

  const inspector = createBrowserInspector({
    iframe,
    url: INSPECTOR_URL,
    // Nothing is sent before the connection (see `connected`), so there is nothing to keep.
    maxDeferredEvents: 0,
  });
  const send = (event: InspectionEvent) => inspector.inspect.next?.(event);

  /** Created but not started yet: announced on its first snapshot or event. */
  const created = new Map<string, ActorEvent>();
  /** Started: what the inspector is told about when it connects. */
  const running = new Map<string, ActorEvent>();
  const lastTimerEvent = new Map<string, number>();
  let connected = false;
  const showStatus = () => {
    const machines = [...running.values()]
      .filter(({ actorRef }) => !(actorRef as { _parent?: unknown })._parent)
      .map(
        ({ actorRef }) => (actorRef as { logic?: { id?: string } }).logic?.id ?? actorRef.sessionId,
      )
      .sort();
    status.textContent = `${connected ? 'connected' : 'waiting for stately.ai'} · machines: ${machines.join(', ')}`;
  };
  showStatus();

  window.addEventListener('message', (message: MessageEvent<{ type?: unknown }>) => {
    if (connected || message.data?.type !== '@statelyai.connected') return;
    connected = true;
    showStatus();
    for (const [id, announcement] of running) {
      // The announcement carries the actor's snapshot as of now (read when it is sent).
      if (announcement.actorRef.getSnapshot().status === 'active') send(announcement);
      else running.delete(id);
    }
  });

  return (event) => {
    const id = event.actorRef.sessionId;
    if (event.type === '@xstate.actor') {
      created.set(id, event);
      return;
    }
    const announcement = created.get(id);
    if (announcement) {
      created.delete(id);
      running.set(id, announcement);
      showStatus();
      if (connected) send(announcement);
    }
    if (!connected) return;
    const fromTimer =
      (event.type === '@xstate.event' || event.type === '@xstate.snapshot') &&
      event.event.type.startsWith('xstate.after.');
    if (fromTimer) {
      const key = `${id} ${event.type}`;
      const now = performance.now();
      if (now - (lastTimerEvent.get(key) ?? -Infinity) < TIMER_EVENT_INTERVAL_MS) return;
      lastTimerEvent.set(key, now);
    }
    send(event);
  };
}
