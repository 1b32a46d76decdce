import { RouterProvider } from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSULTATION_TYPE_LABELS } from '../../../contract/consultationTypes';
import { firm } from '../../../contract/firm';
import { formatDate } from '../../../contract/format';
import { MAP_TILE_TIMEOUT_MS, MAP_ZOOM, TICKER } from '../../../contract/limits';
import { COUNSEL_BANNER, DIRECTIONS_COPY, STATUS_ROWS } from '../../../src/content/counsel';
import { CALCULATOR_LINK } from '../../../src/content/pages';
import { ApplyCounselPage } from '../../../src/features/counsel/ApplyCounselPage';
import { workingDayBefore } from '../../../src/features/counsel/sampleDates';
import { loadedRouterFor, renderWithRouter } from '../renderWithRouter';

// A stand-in for Leaflet that records how the map is built and lets each test decide whether
// the tiles load (the test machines are offline, like a visitor whose tile server is blocked).
const leaflet = vi.hoisted(() => {
  type Handler = () => void;
  const state = {
    tiles: 'error' as 'error' | 'load' | 'silent',
    calls: [] as [string, ...unknown[]][],
    removed: 0,
  };
  const evented = <T extends object>(target: T) => {
    const handlers: Record<string, Handler[]> = {};
    return Object.assign(target, {
      on(name: string, handler: Handler) {
        handlers[name] = [...(handlers[name] ?? []), handler];
        return this;
      },
      fire(name: string) {
        for (const handler of handlers[name] ?? []) handler();
      },
    });
  };
  const api = {
    map: (element: HTMLElement, options: unknown) => {
      state.calls.push(['map', element, options]);
      const map = {
        setView: (center: unknown, zoom: unknown) => {
          state.calls.push(['setView', center, zoom]);
          return map;
        },
        attributionControl: { setPrefix: () => undefined },
        remove: () => {
          state.removed += 1;
        },
      };
      return map;
    },
    control: {
      zoom: (options: unknown) => {
        state.calls.push(['zoom', options]);
        return { addTo: () => undefined };
      },
    },
    tileLayer: (url: string, options: unknown) => {
      state.calls.push(['tileLayer', url, options]);
      const layer = evented({
        addTo: () => {
          if (state.tiles !== 'silent') {
            queueMicrotask(() => layer.fire(state.tiles === 'load' ? 'tileload' : 'tileerror'));
          }
          return layer;
        },
      });
      return layer;
    },
    divIcon: (options: unknown) => ({ divIcon: options }),
    marker: (at: unknown, options: unknown) => {
      state.calls.push(['marker', at, options]);
      return { addTo: () => undefined };
    },
  };
  return { state, api };
});
vi.mock('leaflet', () => ({ ...leaflet.api, default: leaflet.api }));

beforeEach(() => {
  leaflet.state.tiles = 'error';
  leaflet.state.calls = [];
  leaflet.state.removed = 0;
});

describe('/apply-counsel', () => {
  it('shows the slogan, the form, the status table and the directions', async () => {
    await renderWithRouter(<ApplyCounselPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(COUNSEL_BANNER.slogan);
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(TICKER.rows);
    const first = STATUS_ROWS[0];
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      workingDayBefore(formatDate(new Date().toISOString()), 0),
      first && CONSULTATION_TYPE_LABELS[first.type],
      first?.content,
    ]);

    const directions = screen.getByRole('region', { name: DIRECTIONS_COPY.heading });
    expect(within(directions).getByText(firm.address)).toBeInTheDocument();
    expect(within(directions).getByText(/2호선 강남역 4번 출구에서 도보 5분/)).toBeInTheDocument();
    for (const phone of firm.counselPhones) {
      expect(within(directions).getByRole('link', { name: phone.number })).toHaveAttribute(
        'href',
        `tel:${phone.number.replaceAll('-', '')}`,
      );
    }
    expect(screen.getByRole('link', { name: CALCULATOR_LINK.label })).toHaveAttribute(
      'href',
      '/calculator',
    );
    await screen.findByText(DIRECTIONS_COPY.mapUnavailable);
  });

  it('builds the map at the office, zoom 16, zoom control top right, with a marker', async () => {
    leaflet.state.tiles = 'load';
    const { unmount } = await renderWithRouter(<ApplyCounselPage />);
    const map = await screen.findByRole('region', { name: DIRECTIONS_COPY.mapLabel });
    await vi.waitFor(() => expect(map).toHaveAttribute('aria-busy', 'false'));
    const { lat, lng } = firm.coordinates;
    const calls = Object.fromEntries(leaflet.state.calls.map(([name, ...args]) => [name, args]));
    expect(calls.map?.[0]).toBe(map);
    expect(calls.setView).toEqual([[lat, lng], MAP_ZOOM]);
    expect(calls.zoom?.[0]).toMatchObject({ position: 'topright' });
    expect(calls.tileLayer?.[0]).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(calls.tileLayer?.[1]).toMatchObject({
      attribution: expect.stringContaining('OpenStreetMap'),
    });
    expect(calls.marker?.[0]).toEqual([lat, lng]);
    expect(screen.queryByText(DIRECTIONS_COPY.mapUnavailable)).not.toBeInTheDocument();
    unmount();
    expect(leaflet.state.removed).toBe(1);
  });

  it('replaces the map with the address and an online-map link when tiles fail', async () => {
    await renderWithRouter(<ApplyCounselPage />);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(DIRECTIONS_COPY.mapUnavailable);
    expect(within(note).getByText(firm.address)).toBeInTheDocument();
    const link = within(note).getByRole('link', { name: new RegExp(DIRECTIONS_COPY.openMap) });
    expect(link.getAttribute('href')).toContain(`${firm.coordinates.lat},${firm.coordinates.lng}`);
    expect(screen.queryByRole('region', { name: DIRECTIONS_COPY.mapLabel })).toBeNull();
  });

  it('falls back too when no tile has arrived in time', async () => {
    const router = await loadedRouterFor(<ApplyCounselPage />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      leaflet.state.tiles = 'silent';
      render(<RouterProvider router={router} />);
      await vi.waitFor(() => expect(leaflet.state.calls.length).toBeGreaterThan(0));
      expect(screen.queryByRole('note')).toBeNull();
      await act(async () => {
        vi.advanceTimersByTime(MAP_TILE_TIMEOUT_MS);
      });
      expect(screen.getByRole('note')).toHaveTextContent(DIRECTIONS_COPY.mapUnavailable);
    } finally {
      vi.useRealTimers();
    }
  });

  it('blocks horizontal wheel scrolling except over the map, until it unmounts', async () => {
    leaflet.state.tiles = 'load';
    const { unmount } = await renderWithRouter(<ApplyCounselPage />);
    const map = await screen.findByRole('region', { name: DIRECTIONS_COPY.mapLabel });
    const wheel = (target: Element, deltaX: number, deltaY: number) => {
      const event = new WheelEvent('wheel', { deltaX, deltaY, bubbles: true, cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const heading = screen.getByRole('heading', { level: 1 });
    expect(wheel(heading, 40, 0)).toBe(true);
    expect(wheel(heading, 40, 5)).toBe(true);
    expect(wheel(heading, 0, 40)).toBe(false);
    expect(wheel(heading, 5, 40)).toBe(false);
    expect(wheel(map, 40, 0)).toBe(false);
    unmount();
    expect(wheel(document.body, 40, 0)).toBe(false);
  });
});
