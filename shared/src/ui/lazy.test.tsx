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

test('a menu costs nothing until its trigger is used; a click opens it once the chunk has arrived', async () => {
  // A namespace like Chakra's Menu: the real trigger opens the content on click.
  const opened = jest.fn();
  const Root = ({ children }: { children?: ReactNode }) => <div data-testid="real-root">{children}</div>;
  const Trigger = ({ children, ref }: { children?: ReactNode; asChild?: boolean; ref?: React.Ref<HTMLButtonElement> }) => (
    <button ref={ref} onClick={opened}>
      {(children as React.ReactElement<{ children?: ReactNode }>).props.children}
    </button>
  );
  const Content = ({ children }: { children?: ReactNode }) => <ul>{children}</ul>;
  let resolve!: (ns: { Root: typeof Root; Trigger: typeof Trigger; Content: typeof Content }) => void;
  const load = jest.fn(() => new Promise<{ Root: typeof Root; Trigger: typeof Trigger; Content: typeof Content }>((r) => (resolve = r)));
  const Menu = lazyNamespace(load, { deferUntilTriggered: true });
  render(
    <Menu.Root>
      <Menu.Trigger asChild>
        <button>Account</button>
      </Menu.Trigger>
      <Menu.Content>
        <li>Profile</li>
      </Menu.Content>
    </Menu.Root>,
  );
  // The page's own button is there at once; nothing else, and nothing fetched.
  expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
  expect(screen.queryByText('Profile')).not.toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
  screen.getByRole('button', { name: 'Account' }).focus();
  act(() => screen.getByRole('button', { name: 'Account' }).click());
  expect(load).toHaveBeenCalledTimes(1);
  // While the chunk is on its way the button stays.
  expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
  await act(async () => resolve({ Root, Trigger, Content }));
  expect(await screen.findByTestId('real-root')).toBeInTheDocument();
  expect(screen.getByText('Profile')).toBeInTheDocument();
  // The click that asked for the menu reaches the real trigger, which keeps the focus.
  await act(async () => new Promise((r) => setTimeout(r, 5)));
  expect(opened).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
});
