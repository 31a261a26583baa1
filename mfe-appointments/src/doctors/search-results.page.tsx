import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MSG } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { Box, EmptyState, Input, PageHeader, Spinner, Stack, Text, chakra } from '@portal/shared/ui';
import { CALL_FROM, LIST_FROM, suggestionsQuery } from './doctors.api';

/** /auth/searchDoctorResult/ (state doctorSearchString): the autocomplete list as a page. */
export default function SearchResultsPage() {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const initial = ((useLocation().state ?? {}) as { doctorSearchString?: string }).doctorSearchString ?? '';
  const [text, setText] = useState(initial);
  const q = text.trim();
  const answer = useQuery({ ...suggestionsQuery(q, useSession((s) => s.lang)), enabled: q.length >= CALL_FROM, placeholderData: keepPreviousData });
  // A failed search lists nothing, as an empty answer does.
  const result = answer.isError ? { text: q, items: [] } : answer.data;

  const items = q.length >= LIST_FROM && result ? result.items.filter((s) => s.name.toLowerCase().includes(q.toLowerCase()) || result.text === q) : [];
  const loading = q.length >= CALL_FROM && result?.text !== q;

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
