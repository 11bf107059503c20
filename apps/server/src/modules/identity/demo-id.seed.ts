// The demo seed's provider row for the bundled Demo ID: enabled on first start, pointed at this
// server's own address (and its current client secret) on every start; an operator may disable it.
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import { DEMO_ID_CLIENT_ID, DEMO_ID_SLUG, demoIdIssuer } from './demo-id.provider.ts';
import * as repo from './identity.repo.ts';

export async function seedDemoIdProvider(db: TDb, config: TConfig, clientSecret: string): Promise<void> {
  const issuer = demoIdIssuer(config);
  await repo.upsertProvider(
    db,
    DEMO_ID_SLUG,
    {
      display_name: 'Demo ID',
      issuer,
      client_id: DEMO_ID_CLIENT_ID,
      client_secret: clientSecret,
      scopes: 'openid profile email',
      enabled: true,
      bundled: true,
      sort_order: 0,
    },
    { issuer, client_id: DEMO_ID_CLIENT_ID, client_secret: clientSecret, bundled: true },
  );
}
