import type { InspectionEvent } from 'xstate';

// Every machine the views start passes `{ inspect }`. In production, and in development without
// `?inspect`, it does nothing; the inspector panel (src/inspectorPanel.ts, which imports
// @statelyai/inspect) is only ever loaded by a dynamic import under import.meta.env.DEV, so
// production bundles never contain it.
let forward: ((event: InspectionEvent) => void) | null = null;

export function inspect(event: InspectionEvent): void {
  forward?.(event);
}

function wantsInspector(): boolean {
  return (
    import.meta.env.VITE_INSPECT === '1' ||
    new URLSearchParams(window.location.search).has('inspect')
  );
}

/** Opens the Stately inspector panel when asked for; call before the first render. */
export async function startInspectorIfAsked(): Promise<void> {
  if (!import.meta.env.DEV || !wantsInspector()) return;
  const { startInspectorPanel } = await import('./inspectorPanel');
  forward = startInspectorPanel();
}
