import { useQuery } from '@tanstack/react-query';
import { act, renderWithProviders, resetSession, screen } from '@portal/shared/testing';
import { configureApi } from '@portal/shared/api';
import { useSession } from '@portal/shared/session';
import { countriesQuery } from '@portal/shared/masterdata';
import { locationsQuery, useContentSite } from './content-site.api';
import { answerRequests, content, LOCATIONS } from '../test/network';

beforeEach(() => resetSession());

function Locations() {
  const locations = useQuery(locationsQuery(useContentSite()));
  const countries = useQuery(countriesQuery('en'));
  if (locations.isPending || countries.isPending) return <p>loading</p>;
  return (
    <p>
      {locations.data?.map((l) => l.name).join(', ')} · {countries.data?.length ?? 0} countries
    </p>
  );
}

describe("content-site queries and the brand's content-site base", () => {
  test('a first visit loads once, from the base the shell stores; another brand loads again, from its own', async () => {
    const net = answerRequests((url) => (url.pathname === '/content/llh/getallhospitallocation' ? content([{ ...LOCATIONS[0], name: 'LLH Hospital' }]) : undefined));
    // As in the browser before fetchwpbase answers: no base stored, a content call waits for it.
    useSession.getState().patch({ wpBaseUrl: null });
    configureApi({ contentBaseWaitMs: 3000 });
    const locationCalls = () => net.calls.filter((c) => c.path.endsWith('/getallhospitallocation')).map((c) => c.path);

    renderWithProviders(<Locations />);
    await new Promise((r) => setTimeout(r, 20));
    expect(locationCalls()).toEqual([]);
    expect(screen.getByText('loading')).toBeInTheDocument();

    act(() => useSession.getState().patch({ wpBaseUrl: 'http://localhost/content/burjeel/' }));
    expect(await screen.findByText(`${LOCATIONS[0]!.name} · 1 countries`, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(locationCalls()).toEqual(['/content/burjeel/getallhospitallocation']);

    const countryCalls = net.calls.filter((c) => c.path.endsWith('/masterdata/country')).length;
    act(() => useSession.getState().patch({ wpBaseUrl: 'http://localhost/content/llh/' }));
    expect(await screen.findByText('LLH Hospital · 1 countries', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(locationCalls()).toEqual(['/content/burjeel/getallhospitallocation', '/content/llh/getallhospitallocation']);
    // The API's answers do not depend on the content site.
    expect(net.calls.filter((c) => c.path.endsWith('/masterdata/country'))).toHaveLength(countryCalls);
  });
});
