import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/shared/api';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, EmptyState, Flex, PageHeader, Spinner, Text } from '@portal/shared/ui';
import { getConsultationList, loginTeleSso, type TeleListItem } from '../api/telecare.api';
import { LIST_ROUTE } from '../parts/constants';
import { leaveTo } from '../parts/leave-page';
import { CameraCheck } from './camera-check';
import { Room } from './room';

interface LaunchState {
  item?: TeleListItem;
  familyMemberId?: number;
}

type Stage =
  | { stage: 'preparing' }
  | { stage: 'redirecting' }
  | { stage: 'check'; meetingId: string; accessToken: string }
  | { stage: 'room'; meetingId: string; accessToken: string; stream: MediaStream }
  | { stage: 'failed'; message: string };

/**
 * /auth/Teleconsultation (care §4 "Launching"): from the list row in navigation state, the patient's consultation
 * list of today is fetched, then the single sign-on; the configured video service gets the browser (production),
 * or the embedded service's camera check and room follow here. 'Something went wrong' when it fails (care §8),
 * or the server's reason (not open yet, payment pending) in the patient's language.
 */
export default function LaunchPage() {
  const { t } = useTranslation('telecare');
  const navigate = useNavigate();
  const { item, familyMemberId = 0 } = (useLocation().state ?? {}) as LaunchState;
  const [stage, setStage] = useState<Stage>({ stage: 'preparing' });
  const started = useRef(false);

  useEffect(() => {
    if (!item || started.current) return;
    started.current = true;
    (async () => {
      try {
        const today = await getConsultationList(familyMemberId, true, item.consultData.patient_id);
        const consult = today.find((c) => c.appointment.appointmentId === item.appointment.appointmentId);
        if (!consult) throw new Error('not in today\'s consultations');
        const sso = await loginTeleSso(familyMemberId, consult.consultData.patient_id, consult.appointment.appointmentId);
        if (sso.launchUrl) {
          setStage({ stage: 'redirecting' });
          leaveTo(sso.launchUrl);
          return;
        }
        setStage({ stage: 'check', meetingId: sso.meeting_id ?? consult.consultData.meeting_id, accessToken: sso.access_token });
      } catch (err) {
        // A refusal the patient can act on (too early, payment pending) is shown as the server says it.
        const reason = isApiError(err) && err.status === 409 ? translateMessage(err.message) : t('launch.joinFailed');
        setStage({ stage: 'failed', message: reason });
      }
    })();
  }, [item, familyMemberId, t]);

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
      {stage.stage === 'preparing' || stage.stage === 'redirecting' ? (
        <Flex align="center" gap="2" role="status">
          <Spinner size="sm" />
          <Text>{t(stage.stage === 'preparing' ? 'launch.preparing' : 'launch.redirecting')}</Text>
        </Flex>
      ) : stage.stage === 'failed' ? (
        <Box>
          <Text role="alert" color="fg.error" fontWeight="semibold" mb="4" data-testid="launch-error">
            {stage.message}
          </Text>
          <Button onClick={back}>{t('launch.back')}</Button>
        </Box>
      ) : stage.stage === 'check' ? (
        <CameraCheck onBack={back} onJoin={(stream) => setStage({ stage: 'room', meetingId: stage.meetingId, accessToken: stage.accessToken, stream })} />
      ) : (
        <Room meetingId={stage.meetingId} accessToken={stage.accessToken} localStream={stage.stream} doctorName={item.doctorUser.name} onLeave={back} />
      )}
    </Box>
  );
}
