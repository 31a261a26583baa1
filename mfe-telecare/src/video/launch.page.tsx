import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/shared/api';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, EmptyState, Flex, PageHeader, Spinner, Text } from '@portal/shared/ui';
import { teleLaunchQuery, type TeleListItem } from '../api/telecare.api';
import { LIST_ROUTE } from '../parts/constants';
import { CameraCheck } from './camera-check';
import { Room } from './room';

interface LaunchState {
  item?: TeleListItem;
  familyMemberId?: number;
}

/**
 * /auth/Teleconsultation (docs/product.md#teleconsultation-joining): from the list row in navigation state, the patient's consultation
 * list of today is fetched, then the single sign-on (teleLaunchQuery); the configured video service gets the
 * browser (production), or the embedded service's camera check and room follow here. 'Something went wrong' when
 * it fails, or the server's reason (not open yet, payment pending) in the patient's language.
 */
export default function LaunchPage() {
  const { t } = useTranslation('telecare');
  const navigate = useNavigate();
  const { item, familyMemberId = 0 } = (useLocation().state ?? {}) as LaunchState;
  const back = () => navigate(LIST_ROUTE, { state: { fmId: familyMemberId } });

  if (!item) {
    return (
      <Box>
        <PageHeader title={t('launch.title')} />
        <EmptyState message={t('launch.missing')} icon="video">
          <Button onClick={() => navigate(LIST_ROUTE)}>{t('common.myTeleconsultations')}</Button>
        </EmptyState>
      </Box>
    );
  }
  return (
    <Box>
      <PageHeader title={t('launch.title')} subtitle={item.doctorUser.name} />
      <Launch item={item} familyMemberId={familyMemberId} onBack={back} />
    </Box>
  );
}

/** The sign-on, then the camera check and the room (or the way to the configured video service). */
function Launch({ item, familyMemberId, onBack }: Required<LaunchState> & { onBack: () => void }) {
  const { t } = useTranslation('telecare');
  const [stream, setStream] = useState<MediaStream | null>(null);
  // In the room the sign-on is settled: a language switch (which refreshes every query) must not sign on again.
  const launch = useQuery({ ...teleLaunchQuery(item, familyMemberId), enabled: !stream });
  const target = launch.data;

  if (launch.isError) {
    // A refusal the patient can act on (too early, payment pending) is shown as the server says it.
    const err = launch.error;
    const reason = isApiError(err) && err.status === 409 ? translateMessage(err.message) : t('launch.joinFailed');
    return (
      <Box>
        <Text role="alert" color="fg.error" fontWeight="semibold" mb="4" data-testid="launch-error">
          {reason}
        </Text>
        <Button onClick={onBack}>{t('launch.back')}</Button>
      </Box>
    );
  }
  if (!target || 'redirectTo' in target) {
    return (
      <Flex align="center" gap="2" role="status">
        <Spinner size="sm" />
        <Text>{t(target ? 'launch.redirecting' : 'launch.preparing')}</Text>
      </Flex>
    );
  }
  if (!stream) return <CameraCheck onBack={onBack} onJoin={setStream} />;
  return <Room meetingId={target.meetingId} accessToken={target.accessToken} localStream={stream} doctorName={item.doctorUser.name} onLeave={onBack} />;
}
