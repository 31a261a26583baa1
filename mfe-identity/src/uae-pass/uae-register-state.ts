import type { UaePassProfile } from '@portal/shared/rules';

/** Navigation state of /home/UAEregister: the provider's answer. */
export interface UaeRegisterState {
  referenceId: string;
  profile: UaePassProfile;
}

export function isUaeRegisterState(v: unknown): v is UaeRegisterState {
  const s = v as Partial<UaeRegisterState> | null;
  return !!s && typeof s.referenceId === 'string' && !!s.profile && typeof s.profile === 'object' && typeof s.profile.mobile === 'string';
}

/** Navigation state of /home/login coming back from /home/UAEregister to link instead. */
export interface UaeLinkState {
  uaePassLink: UaeRegisterState;
}

export function isUaeLinkState(v: unknown): v is UaeLinkState {
  return !!v && typeof v === 'object' && isUaeRegisterState((v as Partial<UaeLinkState>).uaePassLink);
}
