/**
 * The API's answers about the account's profile, documents and family, written once: the API
 * builds them (modules/profile, modules/family) and mfe-identity reads them. Types only: nothing of this file
 * reaches a bundle.
 */

/** A stored identity document: its name and the address GET user/getdocument takes. */
export interface StoredFile {
  fileName: string;
  fileUrl: string;
}

/** The document types with a slot in the documents answer (the international id has none). */
export type DocumentSlot = 'emiratesId' | 'passport' | 'insurance' | 'drivingLicence' | 'labourCard';

/** `data` of GET user/documents: front and back of each document type, null when not uploaded. */
export type DocumentsAnswer = Record<DocumentSlot, { front: StoredFile | null; back: StoredFile | null }>;

/** `data` of GET user/profileimage (null: no image). */
export interface ImageContent {
  contentType: string;
  base64: string;
}

/** `data` of GET user/getdocument. */
export interface DocumentContent extends ImageContent {
  fileName: string;
}

/** `data` of POST user/uploadprofileimage. */
export interface ProfileImageData {
  profileImgUrl: string;
  profileImgFileName: string;
}

/**
 * `data` of POST user/savefamilymemberdetailsv2: the member's id once saved (an edit, or a child on the account's
 * own number), the code's reference when a code went to the member's number first (OTPSent), null when the
 * hospital has no such patient (NotFound).
 */
export type FamilySaveData = { familyMemberId: number } | { referenceId: string } | null;

/** `data` of POST user/verify (a family member's code): the member's id once added. */
export interface FamilyVerifyData {
  validOtp: boolean;
  familyMemberId?: number;
}

/** `data` of a call that sent a code (POST user/sendotptofamilyforaddition, user/sendotptofamily): its reference. */
export interface OtpReferenceData {
  referenceId: string;
}

/** `data` of PUT user/preferredfacility: the hospital saved (a location of the content site), with its vblog and facility code. */
export interface PreferredFacility {
  facilityId: number;
  vblog: string;
  facilityCode: string;
}

/** `data` of PUT user/savedob: the date of birth saved, YYYY-MM-DD (the request sends dd/mm/yyyy). */
export interface DateOfBirthData {
  dateOfBirth: string;
}
