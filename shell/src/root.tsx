import { StrictMode } from 'react';
import { PortalUiProvider } from '@portal/shared/ui';
import { App, type AppProps } from './app';

/** The whole page, the same in the browser (bootstrap.tsx) and in the server's renderer (server.tsx), so that one hydrates the other. */
export function PortalRoot(props: AppProps) {
  return (
    <StrictMode>
      <PortalUiProvider>
        <App {...props} />
      </PortalUiProvider>
    </StrictMode>
  );
}
