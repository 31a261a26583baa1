import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/shared/session';
import { Box, Field, NativeSelect, PageHeader, Tabs, Text } from '@portal/shared/ui';
import { BmiCalculator } from './bmi-calculator';
import { StrokeCalculator } from './stroke-calculator';

/**
 * Health tools (docs/product.md#content-health-tools): the BMI and stroke risk calculators. The page acts for the account holder
 * (member 0) or a family member; the stroke calculator is only for member 0, so its tab is disabled for
 * anyone else. No calls are made.
 */
export default function HealthToolsPage() {
  const { t } = useTranslation('content');
  const location = useLocation();
  const family = useSession((s) => s.familyMemberList) ?? [];
  const fromState = Number((location.state as { familyMemberId?: number; memberId?: number } | null)?.familyMemberId ?? (location.state as { memberId?: number } | null)?.memberId ?? 0);
  const [memberId, setMemberId] = useState<number>(Number.isFinite(fromState) ? fromState : 0);
  const [tab, setTab] = useState<string>('bmi');
  const strokeDisabled = memberId !== 0;

  return (
    <Box maxW="4xl">
      <PageHeader title={t('tools.title')} />
      {family.length > 0 ? (
        <Field.Root mb="4" maxW="xs">
          <Field.Label>{t('tools.member')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={memberId}
              onChange={(e) => {
                const id = Number(e.currentTarget.value);
                setMemberId(id);
                if (id !== 0) setTab('bmi');
              }}
              data-testid="tools-member"
            >
              <option value={0}>{t('tools.self')}</option>
              {family.map((m) => (
                <option key={m.familyMemberId} value={m.familyMemberId}>
                  {m.firstName} {m.lastName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : null}
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line">
        <Tabs.List mb="6">
          <Tabs.Trigger value="bmi">{t('tools.bmi.title')}</Tabs.Trigger>
          <Tabs.Trigger value="stroke" disabled={strokeDisabled} title={strokeDisabled ? t('tools.stroke.selfOnly') : undefined}>
            {t('tools.stroke.title')}
          </Tabs.Trigger>
        </Tabs.List>
        {strokeDisabled ? (
          <Text fontSize="sm" color="fg.muted" mb="4">
            {t('tools.stroke.selfOnly')}
          </Text>
        ) : null}
        <Tabs.Content value="bmi">
          <BmiCalculator />
        </Tabs.Content>
        <Tabs.Content value="stroke">{strokeDisabled ? null : <StrokeCalculator />}</Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
