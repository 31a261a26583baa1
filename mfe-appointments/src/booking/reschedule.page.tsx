import { useLocation, useNavigate } from 'react-router-dom';
import { todayIso } from '@portal/shared/contracts';
import { ReschedulePage as ReschedulePageView } from '@portal/shared/booking';
import { appointmentKeys, type Appointment } from '../appointments/appointments.api';
import { DoctorCard } from '../doctors/doctor-card';

interface RescheduleState {
  item?: Appointment;
  userName?: string;
  fmId?: number;
}

/** /auth/rescheduleAppointment (state: item, userName, fmId, familyMemberList): the shared reschedule page for a visit. */
export default function ReschedulePage() {
  const navigate = useNavigate();
  const { item, userName } = (useLocation().state ?? {}) as RescheduleState;
  const doctor = item ? { ...(item.doctor ?? { id: item.doctorId ?? 0, name: item.physicianName, image: item.image, specialty: item.specialty, experience: item.experience, appointment_message: '' }), location: item.location } : null;
  return (
    <ReschedulePageView
      ns="appointments"
      appointment={item ?? null}
      patientName={item?.patientName || userName || ''}
      scheduleType="ONLINE"
      today={todayIso()}
      doctor={doctor ? <DoctorCard doctor={doctor} headerOnly headingAs="h2" /> : null}
      changes={appointmentKeys.all}
      onBack={() => navigate(-1)}
      onList={() => navigate('/auth/appointments')}
    />
  );
}
