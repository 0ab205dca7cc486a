import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '@storefront/shared';
import { RuntimeConfigProvider } from './config/runtime-config-context';
import { createRoutes } from './routes';

export function App({ config }: { config: RuntimeConfig }) {
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return (
    <RuntimeConfigProvider value={config}>
      <RouterProvider router={router} />
    </RuntimeConfigProvider>
  );
}
