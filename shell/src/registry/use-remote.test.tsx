import { act, render, screen } from '@testing-library/react';
import { useRemotes } from './use-remote';

// The page's first paint, as afterFirstPaint reports it (first-paint.test.ts tests that function itself).
let paint: () => void = () => undefined;
const painted = new Promise<void>((resolve) => (paint = resolve));
jest.mock('./preload', () => ({ afterFirstPaint: () => painted }));
const asked: string[] = [];
jest.mock('./registry', () => ({
  loadRemoteModule: (dir: string) => {
    asked.push(dir);
    return Promise.resolve({ name: dir, routes: [] });
  },
}));

function Areas({ owner }: { owner?: string }) {
  const { states } = useRemotes(['mfe-records', 'mfe-identity'], owner ? (dir) => dir === owner : undefined);
  return <p>{Object.entries(states).map(([dir, s]) => `${dir}:${s.status}`).join(' ')}</p>;
}

beforeEach(() => {
  asked.length = 0;
});

// Before the paint below: the public layouts give no owner, every remote they ask for paints the page.
test('without an owner, every remote loads at once', async () => {
  const { unmount } = render(<Areas />);
  await act(async () => undefined);
  expect(asked).toEqual(['mfe-records', 'mfe-identity']);
  expect(screen.getByText('mfe-records:ready mfe-identity:ready')).toBeTruthy();
  unmount();
});

test("the page's owner loads at once, the other remotes once the page has painted", async () => {
  render(<Areas owner="mfe-records" />);
  await act(async () => undefined);
  expect(asked).toEqual(['mfe-records']);
  expect(screen.getByText('mfe-records:ready mfe-identity:loading')).toBeTruthy();
  await act(async () => paint());
  expect(asked).toEqual(['mfe-records', 'mfe-identity']);
  expect(screen.getByText('mfe-records:ready mfe-identity:ready')).toBeTruthy();
});
