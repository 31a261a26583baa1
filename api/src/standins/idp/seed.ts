import type { Config } from '../../config.js';
import type { Db } from '../../db/schema.js';
import { embeddedIssuer } from '../../adapters/identity/index.js';
import { SOP3_LINKED } from './identities.js';

/**
 * Embedded mode with the embedded provider: the demo patient (971 501234567) is linked to the SOP3 test
 * identity, by issuer + uuid. Idempotent; it also follows a change of the public address (the issuer is
 * the address), so the demo link keeps working when the portal is started on another port.
 */
export async function seedIdentityLinks(db: Db, config: Config): Promise<number> {
  if (config.IDENTITY_ADAPTER !== 'embedded') return 0;
  const issuer = embeddedIssuer(config);
  const uuid = SOP3_LINKED.claims['uuid']!;
  const res = await db
    .updateTable('users')
    .set({ uae_pass_issuer: issuer, uae_pass_uuid: uuid })
    .where('calling_code', '=', '971')
    .where('mobile', '=', '501234567')
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('uae_pass_uuid', 'is', null), eb('uae_pass_uuid', '=', uuid)]))
    .where((eb) => eb.or([eb('uae_pass_issuer', 'is', null), eb('uae_pass_issuer', '!=', issuer)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
