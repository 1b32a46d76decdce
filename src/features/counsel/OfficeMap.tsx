import { type RefObject, useEffect, useRef, useState } from 'react';
import { MAP_TILE_TIMEOUT_MS, MAP_ZOOM } from '../../../contract/limits';
import { DIRECTIONS_COPY as copy, MAP_ATTRIBUTION, onlineMapUrl } from '../../content/counsel';
import { useFirm } from '../../siteContent';
import * as styles from './OfficeMap.css';

const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

function tileUrl(): string {
  const configured = import.meta.env.VITE_MAP_TILE_URL;
  return typeof configured === 'string' && configured ? configured : DEFAULT_TILE_URL;
}

type MapStatus = 'loading' | 'ready' | 'unavailable';

/**
 * Resolves once `element` is within a screen of the viewport (at once where IntersectionObserver
 * is missing): the map's ~45 KB are fetched for visitors who scroll towards it, not for everyone.
 */
function nearViewport(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
  });
}

/**
 * The office on a Leaflet map. Leaflet and its CSS are loaded by dynamic import only when the
 * map nears the viewport, so no other page (and not this page's first paint) pays for them. When no tile arrives
 * (offline, blocked tile server) the plain directions fallback replaces the map.
 */
export function OfficeMap({ areaRef }: { areaRef: RefObject<HTMLDivElement | null> }) {
  const container = useRef<HTMLElement>(null);
  const [status, setStatus] = useState<MapStatus>('loading');
  const firm = useFirm();
  const { lat, lng } = firm.coordinates;

  useEffect(() => {
    let cancelled = false;
    let cleanup = () => {};
    const fail = () => {
      if (!cancelled) setStatus('unavailable');
    };
    const load = () => Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
    nearViewport(container.current)
      .then(() => (cancelled ? Promise.reject(new Error('unmounted')) : load()))
      .then(([module]) => {
        // Leaflet ships as UMD: depending on the bundler's interop its API is the namespace or
        // its default export.
        const L = module.default ?? module;
        const element = container.current;
        if (cancelled || !element) return;
        const map = L.map(element, { zoomControl: false }).setView([lat, lng], MAP_ZOOM);
        L.control
          .zoom({ position: 'topright', zoomInTitle: copy.zoomIn, zoomOutTitle: copy.zoomOut })
          .addTo(map);
        map.attributionControl.setPrefix(false);
        let loaded = false;
        const timeout = window.setTimeout(() => {
          if (!loaded) fail();
        }, MAP_TILE_TIMEOUT_MS);
        L.tileLayer(tileUrl(), { attribution: MAP_ATTRIBUTION, maxZoom: 19 })
          .on('tileload', () => {
            loaded = true;
            if (!cancelled) setStatus('ready');
          })
          .on('tileerror', () => {
            // Some tiles failing is normal at the edges; the fallback is for a map with none.
            if (!loaded) fail();
          })
          .addTo(map);
        // A CSS marker: Leaflet's default icon images are looked up by a path bundlers break.
        L.marker([lat, lng], {
          icon: L.divIcon({
            className: styles.marker,
            html: '',
            iconSize: [28, 28],
            iconAnchor: [14, 28],
          }),
          title: copy.markerLabel,
          keyboard: false,
        }).addTo(map);
        cleanup = () => {
          window.clearTimeout(timeout);
          map.remove();
        };
      })
      .catch(fail);
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [lat, lng]);

  return (
    <div ref={areaRef} className={styles.area}>
      {status === 'unavailable' ? (
        <div className={styles.fallback} role="note">
          <p>{copy.mapUnavailable}</p>
          <p className={styles.fallbackAddress}>{firm.address}</p>
          <a
            className={styles.fallbackLink}
            href={onlineMapUrl(firm)}
            target="_blank"
            rel="noopener"
          >
            {copy.openMap}
            <span className={styles.external}>{copy.newWindow}</span>
          </a>
        </div>
      ) : (
        <>
          {/* Leaflet owns this element's children; React keeps out of it. */}
          <section
            ref={container}
            className={styles.map}
            aria-label={copy.mapLabel}
            aria-busy={status === 'loading'}
          />
          {status === 'loading' && (
            <p className={styles.loading} aria-hidden="true">
              {copy.loadingMap}
            </p>
          )}
        </>
      )}
    </div>
  );
}
