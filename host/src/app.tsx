import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '@storefront/shared';
import { RuntimeConfigProvider } from './config/runtime-config-context';
import { createRoutes } from './routes';

/** `hydratesServerPage`: the visitor may have scrolled the server's page before this hydrates it. */
export function App({ config, hydratesServerPage }: { config: RuntimeConfig; hydratesServerPage: boolean }) {
  // With hydration data the router leaves the scroll where the browser put it instead of resetting it to the top.
  const [router] = useState(() =>
    createBrowserRouter(createRoutes(), hydratesServerPage ? { hydrationData: {} } : undefined),
  );
  return (
    <RuntimeConfigProvider value={config}>
      <RouterProvider router={router} />
    </RuntimeConfigProvider>
  );
}
