import { useLocation, useNavigate } from 'react-router-dom';
import { wallClock } from '@portal/shared/contracts';
import { ReschedulePage } from '@portal/shared/booking';
import { Card } from '@portal/shared/ui';
import { teleKeys, type TeleListItem } from '../api/telecare.api';
import { LIST_ROUTE, TELE_TIME_ZONE } from '../parts/constants';
import { TeleDoctorLine } from '../parts/tele-doctor-line';

interface RescheduleState {
  appointment?: TeleListItem;
  familyMemberId?: number;
  patientName?: string;
}

/**
 * /auth/rescheduleTeleAppointment: state appointment, family member id, family list and patient name.
 * The shared reschedule page with the video clinic's slots (TELEMED), on the hospital's clock; back to the
 * patient's teleconsultation list afterwards.
 */
export default function RescheduleTelePage() {
  const navigate = useNavigate();
  const { appointment: item, familyMemberId = 0, patientName } = (useLocation().state ?? {}) as RescheduleState;
  const a = item?.appointment;
  return (
    <ReschedulePage
      ns="telecare"
      appointment={a ? { ...a, mobileNo: '' } : null}
      patientName={item?.consultData.patient_name || patientName || ''}
      scheduleType="TELEMED"
      today={wallClock(a?.timeZone ?? TELE_TIME_ZONE).date}
      doctor={
        item ? (
          <Card.Root size="sm" variant="outline">
            <Card.Body>
              <TeleDoctorLine doctor={item.doctorUser} />
            </Card.Body>
          </Card.Root>
        ) : null
      }
      changes={teleKeys.all}
      onBack={() => navigate(-1)}
      onList={() => navigate(LIST_ROUTE, { state: { fmId: familyMemberId } })}
    />
  );
}
