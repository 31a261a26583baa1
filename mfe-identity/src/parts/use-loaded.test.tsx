import { renderToString } from 'react-dom/server';
import { renderHook, waitFor } from '@testing-library/react';
import { useLoaded } from './use-loaded';

describe('useLoaded (the login page store)', () => {
  test('one request per key however many components read it; the answer is kept for the page', async () => {
    const fetch = jest.fn(() => Promise.resolve(['a']));
    const first = renderHook(() => useLoaded('test|once', fetch));
    const second = renderHook(() => useLoaded('test|once', fetch));
    expect(first.result.current).toBeUndefined();
    await waitFor(() => expect(first.result.current).toEqual(['a']));
    expect(second.result.current).toEqual(['a']);
    renderHook(() => useLoaded('test|once', fetch));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('a failed load is asked again by the next reader', async () => {
    const fetch = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    const first = renderHook(() => useLoaded('test|retry', fetch));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(first.result.current).toBeUndefined();
    first.unmount();
    const second = renderHook(() => useLoaded('test|retry', fetch));
    await waitFor(() => expect(second.result.current).toBe('up'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test('another key (another language) is another request', async () => {
    const fetch = jest.fn((lang: string) => Promise.resolve(lang));
    const { result, rerender } = renderHook(({ lang }) => useLoaded(`test|lang|${lang}`, () => fetch(lang)), { initialProps: { lang: 'en' } });
    await waitFor(() => expect(result.current).toBe('en'));
    rerender({ lang: 'ar' });
    await waitFor(() => expect(result.current).toBe('ar'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test('an answer the page arrived with is there from the first render, on the server too, and nothing is asked', () => {
    const fetch = jest.fn(() => Promise.resolve(['asked']));
    const known = () => ['known'];
    function Probe() {
      return <>{useLoaded('test|known', fetch, known)?.join()}</>;
    }
    expect(renderToString(<Probe />)).toBe('known');
    const { result } = renderHook(() => useLoaded('test|known', fetch, known));
    expect(result.current).toEqual(['known']);
    expect(fetch).not.toHaveBeenCalled();
  });

  test('without a known answer the server draws nothing and the browser asks', async () => {
    const fetch = jest.fn(() => Promise.resolve(['asked']));
    function Probe() {
      return <>{useLoaded('test|unknown', fetch, () => undefined) ?? 'none'}</>;
    }
    expect(renderToString(<Probe />)).toBe('none');
    const { result } = renderHook(() => useLoaded('test|unknown', fetch, () => undefined));
    await waitFor(() => expect(result.current).toEqual(['asked']));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
