import type { Config } from '../config.js';
import type { Db } from '../db/schema.js';
import { silentLogger, type AdapterLogger } from './logger.js';
import { createEmbeddedSms, createHttpSms, type SmsAdapter } from './sms/index.js';
import { createEmbeddedHis, createEmbeddedHisTestData, type HisAdapter, type HisTestData } from './his/index.js';
import { createFhirHis } from './his/fhir.js';
import { createEmbeddedVideo, createHttpVideo, type VideoAdapter } from './video/index.js';
import { createEmbeddedPayment, createHttpPayment, type PaymentAdapter } from './payment/index.js';
import { createEmbeddedPush, createHttpPush, type PushAdapter } from './push/index.js';
import { createIdentity, type IdentityAdapter, type InProcessTransport } from './identity/index.js';

/**
 * Systems outside the portal. Each is an interface with an embedded stand-in (default) and a
 * production implementation chosen by configuration. Feature issues fill their calls.
 */
export interface Adapters {
  sms: SmsAdapter;
  his: HisAdapter;
  /** Embedded mode: the hospital stand-in's test-data door (dev routes); null with a real hospital. */
  hisTestData: HisTestData | null;
  video: VideoAdapter;
  payment: PaymentAdapter;
  push: PushAdapter;
  /** The national digital identity provider (OpenID Connect). */
  identity: IdentityAdapter;
  /** Embedded mode: the in-process wire to the `/idp` stand-in, bound by that module; null otherwise. */
  identityTransport: InProcessTransport | null;
}

export function createAdapters(config: Config, db: Db, log: AdapterLogger = silentLogger): Adapters {
  const { identity, embeddedTransport } = createIdentity(config, db);
  return {
    identity,
    identityTransport: embeddedTransport,
    sms: config.SMS_ADAPTER === 'http' ? createHttpSms(config, log) : createEmbeddedSms(db, log),
    his: config.HIS_ADAPTER === 'fhir' ? createFhirHis(config, log) : createEmbeddedHis(db),
    hisTestData: config.HIS_ADAPTER === 'fhir' ? null : createEmbeddedHisTestData(db),
    video: config.VIDEO_ADAPTER === 'http' ? createHttpVideo(config) : createEmbeddedVideo(db),
    payment: config.PAYMENT_ADAPTER === 'http' ? createHttpPayment(config) : createEmbeddedPayment(db),
    push: config.PUSH_ADAPTER === 'http' ? createHttpPush(config, log) : createEmbeddedPush(),
  };
}
