import { fireEvent, renderWithProviders, screen } from '@portal/shared/testing';
import { TableScroll } from './table-scroll';

/** jsdom lays nothing out: the region's widths are what a phone would measure. */
function widths(scrollWidth: number, clientWidth: number) {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get() { return this.getAttribute('role') === 'region' ? scrollWidth : 0; } });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get() { return this.getAttribute('role') === 'region' ? clientWidth : 0; } });
}
afterEach(() => {
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).scrollWidth;
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientWidth;
});

const table = <table><tbody><tr><td>Name</td><td>Mobile</td><td>Role</td></tr></tbody></table>;

test('a table wider than the screen says it scrolls sideways and shades the edge that hides columns, at the start once scrolled', () => {
  widths(900, 350);
  renderWithProviders(<TableScroll label="Administrators">{table}</TableScroll>);
  expect(screen.getByTestId('table-scroll-hint')).toHaveTextContent('Swipe or scroll sideways to see more columns.');
  expect(screen.getByTestId('table-more-end')).toBeInTheDocument();
  expect(screen.queryByTestId('table-more-start')).toBeNull();
  const region = screen.getByRole('region', { name: 'Administrators' });
  region.scrollLeft = 550;
  fireEvent.scroll(region);
  expect(screen.getByTestId('table-more-start')).toBeInTheDocument();
  expect(screen.queryByTestId('table-more-end')).toBeNull();
});

test('right to left, the start is on the right and scrolling runs to negative offsets', () => {
  widths(900, 350);
  renderWithProviders(<TableScroll label="Administrators">{table}</TableScroll>, { lang: 'ar' });
  expect(screen.getByTestId('table-more-end')).toBeInTheDocument();
  const region = screen.getByRole('region', { name: 'Administrators' });
  region.scrollLeft = -550;
  fireEvent.scroll(region);
  expect(screen.getByTestId('table-more-start')).toBeInTheDocument();
  expect(screen.queryByTestId('table-more-end')).toBeNull();
});

test('a table that fits has no hint and no shade', () => {
  widths(300, 350);
  renderWithProviders(<TableScroll label="Administrators">{table}</TableScroll>);
  expect(screen.queryByTestId('table-scroll-hint')).toBeNull();
  expect(screen.queryByTestId('table-more-end')).toBeNull();
});
