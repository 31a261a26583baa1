import { useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { loggedInSession, renderWithProviders, resetSession, screen, waitFor, fireEvent, type FakeApi } from '@portal/shared/testing';
import app from '../app';
import { content, setupFakeApi } from '@portal/shared/testing';
import { SearchBox } from './search-box';
import SearchResultsPage from './search-results.page';
import type { SearchSuggestion } from './doctors.api';

const api = setupFakeApi();

const omar: SearchSuggestion = { id: 1, name: 'Dr. Omar Haddad', cat_type: 'doctor', location: 'Burjeel Hospital Abu Dhabi', specialty: 'Cardiology', vblog: 'b', locationId: 101, image: '' };
const cardio: SearchSuggestion = { id: 1, name: 'Cardiology', cat_type: 'speciality', location: '', specialty: 'Cardiology', vblog: '', locationId: null, image: '' };

function searchNetwork() {
  return api.answer((c) => {
    if (c.path.endsWith('/autocompletesearch')) {
      const key = (c.query.get('searchkey') ?? '').toLowerCase();
      return content([omar, cardio].filter((s) => s.name.toLowerCase().includes(key)));
    }
    return undefined;
  });
}
const searchCalls = (net: ReturnType<FakeApi['answer']>) => net.calls.filter((c) => c.path.endsWith('/autocompletesearch')).map((c) => c.query.get('searchkey'));

function Box({ onPick = () => undefined }: { onPick?: (s: SearchSuggestion) => void }) {
  const [v, setV] = useState('');
  return <SearchBox value={v} onChange={setV} onPick={onPick} local={[omar, cardio]} />;
}

jest.setTimeout(20_000);

beforeAll(() => addRemoteTranslations(app.translations));
beforeEach(() => resetSession());

describe('doctor search box (list from 2 characters, call from 3, debounced)', () => {
  test('2 characters list known names without a call; 3 and more call once, after typing pauses', async () => {
    const net = searchNetwork();
    const picked: SearchSuggestion[] = [];
    renderWithProviders(<Box onPick={(s) => picked.push(s)} />, { session: loggedInSession() });
    const input = screen.getByRole('combobox', { name: 'Search doctors, specialties, conditions or locations' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'O' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'Om' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining('Dr. Omar Haddad')]);
    await new Promise((r) => setTimeout(r, 400));
    expect(searchCalls(net)).toEqual([]);

    fireEvent.change(input, { target: { value: 'Oma' } });
    fireEvent.change(input, { target: { value: 'Omar' } });
    await waitFor(() => expect(searchCalls(net)).toEqual(['Omar']));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getAllByRole('option')[0]!);
    expect(picked).toEqual([omar]);
  });
});

describe('search results page', () => {
  function renderResults(doctorSearchString?: string) {
    return renderWithProviders(
      <Routes>
        <Route path="/" element={<Navigate to="/auth/searchDoctorResult/" state={{ doctorSearchString }} replace />} />
        <Route path="/auth/searchDoctorResult/" element={<SearchResultsPage />} />
        <Route path="/auth/findDoctor/" element={<p>find doctor page</p>} />
      </Routes>,
      { session: loggedInSession() },
    );
  }

  test("an empty search shows 'Search first'", async () => {
    searchNetwork();
    renderResults('');
    expect(await screen.findByText('Search first')).toBeInTheDocument();
  });

  test("no match shows 'No data found'", async () => {
    searchNetwork();
    renderResults('zzzz');
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });

  test('results show name, kind and location; a click opens find doctor', async () => {
    searchNetwork();
    renderResults('cardio');
    const result = await screen.findByRole('button', { name: /Cardiology/ });
    expect(result).toHaveTextContent('Specialty');
    fireEvent.click(result);
    expect(await screen.findByText('find doctor page')).toBeInTheDocument();
  });
});
