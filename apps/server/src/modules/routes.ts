// Every domain's route plugin, registered by app.ts. Add one line per module.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin/admin.routes.ts';
import { siteRoutes } from './site/site.routes.ts';

export const MODULE_ROUTES: FastifyPluginAsyncZod[] = [siteRoutes, adminRoutes];
