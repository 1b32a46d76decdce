import { createRootRoute, HeadContent, Navigate, Outlet } from '@tanstack/react-router';
import { SiteLayout } from '../components/layout/SiteLayout';

export const Route = createRootRoute({
  component: RootComponent,
  // Spec §2: any other path goes to the home page.
  notFoundComponent: () => <Navigate to="/" replace />,
});

function RootComponent() {
  return (
    <>
      <HeadContent />
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    </>
  );
}
