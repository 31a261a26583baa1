import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MSG } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { Box, EmptyState, Input, PageHeader, Spinner, Stack, Text, chakra } from '@portal/shared/ui';
import { searchSuggestions, type SearchSuggestion } from './doctors.api';
import { CALL_FROM, DEBOUNCE_MS, LIST_FROM } from './search-box';

/** /auth/searchDoctorResult/ (state doctorSearchString): the autocomplete list as a page. */
export default function SearchResultsPage() {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const initial = ((useLocation().state ?? {}) as { doctorSearchString?: string }).doctorSearchString ?? '';
  const [text, setText] = useState(initial);
  const [result, setResult] = useState<{ q: string; items: SearchSuggestion[] } | null>(null);
  const q = text.trim();

  useEffect(() => {
    if (q.length < CALL_FROM) return;
    let live = true;
    const timer = setTimeout(() => {
      searchSuggestions(q)
        .then((items) => live && setResult({ q, items }))
        .catch(() => live && setResult({ q, items: [] }));
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q]);

  const items = q.length >= LIST_FROM && result ? result.items.filter((s) => s.name.toLowerCase().includes(q.toLowerCase()) || result.q === q) : [];
  const loading = q.length >= CALL_FROM && result?.q !== q;

  return (
    <Box>
      <PageHeader title={t('results.title')} onBack={() => navigate(-1)} />
      <Input
        aria-label={t('find.searchLabel')}
        placeholder={t('find.placeholder.doctor')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoFocus
        mb="4"
        data-testid="result-search"
      />
      <Box aria-live="polite">
        {q.length === 0 ? (
          <EmptyState icon="search" message={translateMessage(MSG.searchFirst)} />
        ) : loading && items.length === 0 ? (
          <Spinner size="sm" />
        ) : q.length >= LIST_FROM && items.length === 0 && !loading && result ? (
          <EmptyState icon="search" message={translateMessage(MSG.noDataFound)} />
        ) : (
          <Stack as="ul" listStyleType="none" p="0" gap="2">
            {items.map((s) => (
              <li key={`${s.cat_type}-${s.id}`}>
                <chakra.button
                  type="button"
                  w="100%"
                  textAlign="start"
                  p="3"
                  borderWidth="1px"
                  borderRadius="md"
                  _hover={{ bg: 'bg.muted' }}
                  onClick={() => navigate('/auth/findDoctor/', { state: { item: s, search: 'doc' } })}
                  data-testid="search-result"
                >
                  <Text fontWeight="medium">{s.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {[t(`find.kind.${s.cat_type}`), s.cat_type === 'doctor' ? s.specialty : '', s.location].filter(Boolean).join(' · ')}
                  </Text>
                </chakra.button>
              </li>
            ))}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
