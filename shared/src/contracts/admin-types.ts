/**
 * The API's answers to the administrators' pages (account §3, §6, §7), written once: the API builds them
 * (modules/admin, modules/exports, modules/offers) and mfe-admin reads them. Types only: nothing of this file
 * reaches a bundle.
 */
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
