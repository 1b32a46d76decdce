import { createRootRouteWithContext, HeadContent, Navigate, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SiteLayout } from '../components/layout/SiteLayout';
import type { RouterContext } from '../router';
import { loadContent } from '../siteContent';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The header and footer on every page show the firm's facts.
  loader: (match) => loadContent(match, ['firm']),
  component: RootComponent,
  // Spec §2: any other path goes to the home page, which says so once (decision 200).
  notFoundComponent: () => <Navigate to="/" replace state={{ unknownPath: true }} />,
});

function RootComponent() {
  // Hydration runs as an interruptible transition (src/main.tsx); this marks the moment the page
  // is live, for browser tests and anyone measuring it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <>
      <HeadContent />
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    </>
  );
}
