import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDmy } from '@portal/shared/i18n';
import { Badge, Box, Flex, Heading, Stack, Text, chakra } from '@portal/shared/ui';

/**
 * An International Patient Summary (a FHIR document Bundle) shown readably, in the page's language: the patient, then
 * each section of the Composition by its LOINC code, each entry a card. The clinical words are the hospital's (as
 * coded in the document); headings, labels, statuses and dates are the page's. Used by "My health summary" and by
 * the public viewer of a shared link, so that both show the same summary the same way.
 */

interface Coding { system?: string; code?: string; display?: string }
interface Concept { text?: string; coding?: Coding[] }
type Res = Record<string, any> & { resourceType: string };
export interface FhirBundle {
  resourceType: 'Bundle';
  type?: string;
  timestamp?: string;
  entry?: { fullUrl?: string; resource?: Res }[];
}

const SECTIONS: Record<string, 'problems' | 'allergies' | 'medications' | 'results' | 'immunizations'> = {
  '11450-4': 'problems', '48765-2': 'allergies', '10160-0': 'medications', '30954-2': 'results', '11369-6': 'immunizations',
};
const conceptText = (c: Concept | undefined) => c?.text ?? c?.coding?.find((x) => x.display)?.display ?? '';
const codeOf = (c: Concept | undefined) => c?.coding?.[0]?.code ?? '';

/** Whether this is a readable summary: a document Bundle whose first entry is a Composition. */
export function isSummaryBundle(b: unknown): b is FhirBundle {
  const x = b as FhirBundle | null;
  return !!x && x.resourceType === 'Bundle' && x.type === 'document' && x.entry?.[0]?.resource?.resourceType === 'Composition';
}

function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  const shown = items.filter(([, v]) => v !== '' && v !== null && v !== undefined);
  if (shown.length === 0) return null;
  return (
    <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="4" rowGap="1" mt="2" fontSize="sm">
      {shown.map(([label, value]) => (
        <Box key={label} display="contents">
          <chakra.dt color="fg.muted">{label}</chakra.dt>
          <chakra.dd m="0">{value}</chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

function Entry({ title, badge, children }: { title: string; badge?: ReactNode; children?: ReactNode }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} data-testid="summary-entry">
      <Flex justify="space-between" gap="2" wrap="wrap" align="baseline">
        <Text fontWeight="semibold">
          <bdi>{title}</bdi>
        </Text>
        {badge}
      </Flex>
      {children}
    </Box>
  );
}

export function IpsView({ bundle, headingLevel = 2 }: { bundle: FhirBundle; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('records');
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  // Dates read left to right in Arabic too (dd/MM/yyyy, the time after the date).
  const date = (iso?: string) => (iso ? <bdi dir="ltr">{formatDmy(iso.slice(0, 10), lang)}</bdi> : '');
  const byUrl = new Map((bundle.entry ?? []).map((e) => [e.fullUrl, e.resource]));
  const at = (ref?: string) => (ref ? byUrl.get(ref) : undefined);
  const composition = bundle.entry![0]!.resource!;
  const patient = at(composition.subject?.reference);
  const status = (code: string) => (code ? t(`summary.status.${code}`, { defaultValue: code }) : '');
  const sectionHeading = `h${headingLevel}` as const;
  const name = patient?.name?.[0]?.text ?? [patient?.name?.[0]?.given?.join(' '), patient?.name?.[0]?.family].filter(Boolean).join(' ');

  const body = (kind: string, r: Res, key: string) => {
    switch (kind) {
      case 'problems':
        return (
          <Entry key={key} title={conceptText(r.code)} badge={<Badge colorPalette={codeOf(r.clinicalStatus) === 'active' ? 'orange' : 'gray'}>{status(codeOf(r.clinicalStatus))}</Badge>}>
            <Facts items={[[t('summary.code'), <bdi key="c">{codeOf(r.code)}</bdi>], [t('summary.since'), date(r.onsetDateTime)], [t('summary.recorded'), date(r.recordedDate)]]} />
          </Entry>
        );
      case 'allergies':
        return (
          <Entry key={key} title={conceptText(r.code)} badge={<Badge colorPalette={r.criticality === 'high' ? 'red' : 'gray'}>{t(`summary.criticality.${r.criticality ?? 'unable-to-assess'}`)}</Badge>}>
            <Facts items={[
              [t('summary.category'), (r.category ?? []).map((c: string) => t(`summary.categories.${c}`, { defaultValue: c })).join(', ')],
              [t('summary.reaction'), (r.reaction ?? []).flatMap((x: { manifestation?: Concept[] }) => x.manifestation ?? []).map(conceptText).join(', ')],
              [t('summary.statusLabel'), status(codeOf(r.clinicalStatus))],
            ]} />
          </Entry>
        );
      case 'medications':
        return (
          <Entry key={key} title={conceptText(r.medicationCodeableConcept)} badge={<Badge colorPalette={r.status === 'active' ? 'green' : 'gray'}>{status(r.status)}</Badge>}>
            <Facts items={[[t('summary.dosage'), r.dosage?.[0]?.text ?? ''], [t('summary.from'), date(r.effectivePeriod?.start)], [t('summary.until'), date(r.effectivePeriod?.end)]]} />
          </Entry>
        );
      case 'immunizations':
        return (
          <Entry key={key} title={conceptText(r.vaccineCode)}>
            <Facts items={[[t('summary.date'), date(r.occurrenceDateTime)], [t('summary.dose'), r.protocolApplied?.[0]?.doseNumberPositiveInt ?? ''], [t('summary.lot'), r.lotNumber ? <bdi key="l">{r.lotNumber}</bdi> : '']]} />
          </Entry>
        );
      case 'results': {
        const observations = (r.result ?? []).map((x: { reference?: string }) => at(x.reference)).filter(Boolean) as Res[];
        return (
          <Entry key={key} title={conceptText(r.code)} badge={<Text fontSize="sm" color="fg.muted">{date(r.effectiveDateTime)}</Text>}>
            <chakra.ul listStyleType="none" p="0" m="0" mt="2" display="flex" flexDirection="column" gap="1" fontSize="sm">
              {observations.map((o, i) => {
                const flag = codeOf(o.interpretation?.[0]);
                const value = o.valueQuantity ? `${o.valueQuantity.value} ${o.valueQuantity.unit ?? ''}`.trim() : (o.valueString ?? '');
                return (
                  <Flex as="li" key={i} gap="2" wrap="wrap" justify="space-between" data-testid="summary-result">
                    <Text>
                      <bdi>{conceptText(o.code)}</bdi>
                    </Text>
                    <Flex gap="2" align="baseline" wrap="wrap">
                      <Text fontWeight="semibold" dir="ltr">{value}</Text>
                      {o.referenceRange?.[0]?.text ? (
                        <Text color="fg.muted">
                          {t('summary.range')}: <bdi dir="ltr">{o.referenceRange[0].text}</bdi>
                        </Text>
                      ) : null}
                      {flag && flag !== 'N' ? <Badge colorPalette="red">{t(`summary.flags.${flag}`, { defaultValue: flag })}</Badge> : null}
                    </Flex>
                  </Flex>
                );
              })}
            </chakra.ul>
          </Entry>
        );
      }
      default:
        return null;
    }
  };

  return (
    <Stack gap="6" data-testid="ips-view">
      <Box borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} bg="bg.subtle">
        <Text fontWeight="semibold" fontSize="lg">
          <bdi>{name}</bdi>
        </Text>
        <Facts items={[
          [t('summary.dateOfBirth'), date(patient?.birthDate)],
          [t('summary.gender'), patient?.gender ? t(`summary.genders.${patient.gender}`) : ''],
          [t('summary.fromHospitals'), (composition.author ?? []).map((a: { reference?: string }) => at(a.reference)?.name).filter(Boolean).join(', ')],
          [t('summary.generated'), composition.date ? <bdi dir="ltr">{formatDmy(composition.date, lang, { withTime: true })}</bdi> : ''],
        ]} />
      </Box>
      {(composition.section ?? []).map((s: { code?: Concept; entry?: { reference?: string }[]; emptyReason?: Concept }, i: number) => {
        const kind = SECTIONS[codeOf(s.code)];
        if (!kind) return null;
        const entries = (s.entry ?? []).map((e) => at(e.reference)).filter(Boolean) as Res[];
        return (
          <Box as="section" key={kind} aria-labelledby={`ips-${kind}`} data-testid={`summary-section-${kind}`}>
            <Heading as={sectionHeading} id={`ips-${kind}`} size="md" mb="3">
              {t(`summary.sections.${kind}`)}
            </Heading>
            {entries.length ? (
              <Stack as="ul" listStyleType="none" p="0" gap="2">
                {entries.map((r, j) => body(kind, r, `${i}-${j}`))}
              </Stack>
            ) : (
              <Text color="fg.muted">{t(codeOf(s.emptyReason) === 'withheld' ? 'summary.withheld' : 'summary.nilknown')}</Text>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
