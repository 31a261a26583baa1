import { useState, type ReactNode } from 'react';
import { render, screen, act } from '@testing-library/react';
import { lazyNamespace } from './lazy';

/** A namespace like Chakra's Dialog, with a loader we can watch. */
function fakeNamespace() {
  const Root = ({ open, children }: { open?: boolean; children?: ReactNode }) => <section data-open={String(open)}>{children}</section>;
  const Title = ({ children }: { children?: ReactNode }) => <h2>{children}</h2>;
  let resolve!: (ns: { Root: typeof Root; Title: typeof Title }) => void;
  const load = jest.fn(() => new Promise<{ Root: typeof Root; Title: typeof Title }>((r) => (resolve = r)));
  return { load, finish: () => resolve({ Root, Title }) };
}

test('parts render the real components once the chunk has arrived, nothing before', async () => {
  const { load, finish } = fakeNamespace();
  const Ns = lazyNamespace(load);
  render(
    <Ns.Root open>
      <Ns.Title>Hello</Ns.Title>
    </Ns.Root>,
  );
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  await act(async () => finish());
  expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
  // Parts rendered after the load do not suspend (synchronous render).
  render(<Ns.Title>Again</Ns.Title>);
  expect(screen.getByRole('heading', { name: 'Again' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a closed dialog root costs nothing until it first opens', async () => {
  const { load, finish } = fakeNamespace();
  const Ns = lazyNamespace(load, { deferClosedRoot: true });
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>open</button>
        <Ns.Root open={open}>
          <Ns.Title>Terms</Ns.Title>
        </Ns.Root>
      </>
    );
  }
  render(<Page />);
  expect(load).not.toHaveBeenCalled();
  act(() => screen.getByRole('button', { name: 'open' }).click());
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => finish());
  expect(await screen.findByRole('heading', { name: 'Terms' })).toBeInTheDocument();
});
