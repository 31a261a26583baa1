import { MSG, toIsoDate } from '@portal/shared/contracts';
import type { z } from 'zod';
import type {
  ComplaintReceipt,
  askADoctorSchema,
  complaintSchema,
  contactRequestSchema,
  feedbackSubmissionSchema,
  generalFeedbackSchema,
  healthPackageRequestSchema,
} from '@portal/shared/contracts';
import { badRequest } from '../../http/envelope.js';
import { brandLocations, feedback, findBrand } from '../../adapters/content/catalogue.js';
import type { Db } from '../../db/schema.js';
import { insertAskDoctor, insertComplaint, insertContact, insertFeedbackResponse, insertHealthPackageRequest, insertPatientFeedback } from './repository.js';

type HealthPackageRequest = z.output<typeof healthPackageRequestSchema>;
type Complaint = z.output<typeof complaintSchema>;
type AskADoctor = z.output<typeof askADoctorSchema>;
type ContactRequest = z.output<typeof contactRequestSchema>;
type GeneralFeedback = z.output<typeof generalFeedbackSchema>;
type FeedbackSubmission = z.output<typeof feedbackSubmissionSchema>;

/** Rules of docs/product.md#content-requests beyond the shapes the schemas check; every accepted request is stored. */
export class EngagementService {
  constructor(private readonly db: Db) {}

  async requestHealthPackage(userId: number, b: HealthPackageRequest): Promise<boolean> {
    await insertHealthPackageRequest(this.db, {
      user_id: userId,
      facility_ids: b.facilityId,
      first_name: b.firstName,
      last_name: b.lastName,
      calling_code: b.callingCode,
      mobile: b.mobile,
      email: b.email,
      hospital_location: b.hospitalLocation,
      package_name: b.packageName,
      sub_package_name: b.subPackageName,
      appt_date: toIsoDate(b.apptDate)!,
    });
    return true;
  }

  async complaint(userId: number, b: Complaint): Promise<ComplaintReceipt> {
    const complaintNumber = await insertComplaint(this.db, {
      user_id: userId,
      facility_code: b.facilityCode,
      complainant_name: b.complainantName,
      incident_date: toIsoDate(b.incidentDate)!,
      email: b.email,
      phone_number: b.phoneNumber,
      source: b.source,
      complaint_text: b.complaintText,
    });
    return { complaintNumber };
  }

  async askADoctor(userId: number, b: AskADoctor): Promise<void> {
    await insertAskDoctor(this.db, {
      user_id: userId,
      first_name: b.firstName,
      last_name: b.lastName,
      email: b.email,
      calling_code: b.callingCode,
      mobile: b.mobile,
      is_email_communication: b.isEmailCommunication,
      is_mobile_communication: b.isMobileCommunication,
      comment: b.comment,
    });
  }

  async contact(userId: number, kind: 'contact' | 'callback', b: ContactRequest): Promise<void> {
    await insertContact(this.db, {
      user_id: userId,
      kind,
      first_name: b.firstName,
      last_name: b.lastName,
      email: b.email,
      calling_code: b.callingCode,
      mobile: b.mobile,
      message: b.message,
    });
  }

  async generalFeedback(userId: number, b: GeneralFeedback): Promise<void> {
    await insertPatientFeedback(this.db, {
      user_id: userId,
      in_patient: b.inPatient,
      experience: b.experience,
      name: b.name,
      email: b.email,
      calling_code: b.callingCode,
      mobile: b.mobile,
      comment: b.comment,
    });
  }

  /**
   * Questionnaire answers for the content site stand-in: the facility must belong to the brand, every
   * answer must be to a question of that questionnaire (a choice question answered with one of its
   * options, in either language), and every mandatory question must be answered.
   */
  async saveFeedbackResponse(brand: string, b: FeedbackSubmission): Promise<number> {
    const brandRecord = findBrand(brand);
    if (!brandRecord) throw badRequest('brand: unknown brand');
    if (!brandLocations(brandRecord).some((l) => l.vblog === b.vblog)) throw badRequest('vblog: unknown facility');
    const facility = feedback.find((f) => f.vblog === b.vblog);
    const questions = facility?.questionnaires[b.patientType];
    if (!questions) throw badRequest(`patientType: ${MSG.noFeedbackPatientType}`);
    const byId = new Map(questions.map((q) => [q.questionID, q]));
    const seen = new Set<number>();
    for (const r of b.UserResponse) {
      const q = byId.get(r.Questionid);
      if (!q) throw badRequest(`UserResponse: unknown question ${r.Questionid}`);
      if (seen.has(r.Questionid)) throw badRequest(`UserResponse: question ${r.Questionid} answered twice`);
      seen.add(r.Questionid);
      if ((q.questiontype === 'R' || q.questiontype === 'D') && r.Answer && !q.options.some((o) => o.en === r.Answer || o.ar === r.Answer)) {
        throw badRequest(`UserResponse: answer to question ${r.Questionid} is not one of its options`);
      }
    }
    const answered = new Set(b.UserResponse.filter((r) => r.Answer.trim()).map((r) => r.Questionid));
    if (questions.some((q) => q.is_mandatory === 'Yes' && !answered.has(q.questionID))) throw badRequest('UserResponse: Please answer all mandatory questions');
    return insertFeedbackResponse(this.db, {
      brand,
      vblog: b.vblog,
      patient_type: b.patientType,
      user_name: b.userName,
      user_mobile: b.userMobile,
      user_email: b.userEmail,
      platform: b.FPlatform,
      answers: b.UserResponse.filter((r) => r.Answer.trim()),
    });
  }
}
