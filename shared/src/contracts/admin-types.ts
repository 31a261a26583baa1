/**
 * The API's answers to the administrators' pages, written once: the API builds them
 * (modules/admin, modules/exports, modules/offers) and mfe-admin reads them. Types only: nothing of this file
 * reaches a bundle.
 */
import type { MobileListEntry } from './admin-rules';
import type { AdminUser, InterestedUser } from './api-types';

/** `data` of GET user/searchuser (null: no account has that number), with the account's login counters. */
export interface SearchedUser extends AdminUser {
  counters: {
    failedAttempts: number;
    /** ISO date-time while a wrong-password lock lasts. */
    lockedUntil: string | null;
    loginsToday: number;
  };
}

/** `data` of GET user/registereddeactivatedcounts. */
export interface RegisteredDeactivatedCounts {
  totalRegisteredUsers: number;
  registeredIn30Days: number;
  registeredToday: number;
  totalDeactivatedUsers: number;
  deactivatedIn30Days: number;
  deactivatedToday: number;
}

/** A day of GET user/registrationsperday. */
export interface DayCount {
  /** YYYY-MM-DD (Gulf day). */
  date: string;
  count: number;
}

/** `data` of GET user/exportprogress: a running export's progress, in rows. */
export interface ExportProgress {
  total: number;
  done: number;
  finished: boolean;
}

/** An offer of GET user/offerinterestcounts: its title in the page's language and how many users are interested. */
export interface OfferSummary {
  offerId: number;
  title: string;
  userCount: number;
}

/** `data` of GET user/offerinterestedusers: one page of an offer's interested users, and how many there are. */
export interface InterestedUsersPage {
  users: InterestedUser[];
  total: number;
}

/** `data` of POST notification/broadcast: the broadcast's id, its delivery status (Queued…) and the accounts it will reach. */
export interface BroadcastPublished {
  id: number;
  status: string;
  targetCount: number;
  pushSuccess: number;
}

/** `data` of GET notification/audience: how many active accounts a broadcast to every user (0) or to one hospital would reach. */
export interface BroadcastAudience {
  facilityId: number;
  count: number;
}

/** `data` of POST notification/uploadnotifyuser: the spreadsheet's checked numbers, and how many of them have an account. */
export interface MobileListUpload {
  Mobilelist: MobileListEntry[];
  count: number;
  accountCount: number;
}

/** `data` of POST notification/uploadnotifyimage: the image's address on the portal. */
export interface BroadcastImage {
  ImageURL: string;
}
