import { createContext, useContext, type ReactNode } from 'react';

/** Draws the given part inside the shell's query frame. */
type InFrame = (part: ReactNode) => ReactNode;

/**
 * The shell's frame of its one QueryClient, offered where a page is drawn without it: the login page leaves the
 * query library out of its first load, and a part of it that needs server state (a dialog) opens the frame.
 */
export const QueryFrameContext = createContext<InFrame | null>(null);

/**
 * Server state for a part of a page drawn without the query library (a dialog of the login page): inside the
 * shell's frame, which loads the library on first render. Elsewhere the page is already inside it.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const inFrame = useContext(QueryFrameContext);
  return inFrame ? inFrame(children) : children;
}
