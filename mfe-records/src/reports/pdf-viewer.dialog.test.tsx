import { renderWithProviders, screen } from '@portal/shared/testing';
import PdfViewerDialog from './pdf-viewer.dialog';
import { isPdf } from './pdf-engine';

/** The viewer's failure paths (care §8): a failed fetch or an answer that is not a PDF. */
describe('PdfViewerDialog', () => {
  test('a failed fetch shows the spec message', async () => {
    renderWithProviders(<PdfViewerDialog open title="Report" fileName="r.pdf" onClose={() => undefined} load={() => Promise.reject(new Error('offline'))} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later');
  });

  test('an answer that is not a PDF shows the spec message', async () => {
    const html = new Blob(['<html><body>Gateway error</body></html>'], { type: 'text/html' });
    renderWithProviders(<PdfViewerDialog open title="Report" fileName="r.pdf" onClose={() => undefined} load={() => Promise.resolve(html)} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later');
  });

  test('the PDF signature is found at the start or after a little junk', () => {
    const enc = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
    expect(isPdf(enc('%PDF-1.7\n...'))).toBe(true);
    expect(isPdf(enc('\n\n%PDF-1.4'))).toBe(true);
    expect(isPdf(enc('{"message":{"status":"Invalid"}}'))).toBe(false);
  });
});
