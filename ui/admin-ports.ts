import { HttpAdminApi } from '../adapters/http/http-admin-api.js';
import { HttpAdminTourCardsApi } from '../adapters/http/http-admin-tour-cards-api.js';
import { HttpCatalogueAdminApi } from '../adapters/http/http-catalogue-admin-api.js';
import { HttpClickDashboardApi } from '../adapters/http/http-click-dashboard-api.js';
import { HttpInboxApi } from '../adapters/http/http-inbox-api.js';
import { HttpLinkHealthApi } from '../adapters/http/http-link-health-api.js';
import { HttpTourPhotoUploads } from '../adapters/http/http-tour-photo-uploads.js';
import type { AnyPortOverrides } from '../domain/kernel/token.js';
import { AdminApiToken, AdminTourCardsApiToken, CatalogueAdminApiToken, ClickDashboardApiToken, InboxApiToken, LinkHealthApiToken, TourPhotoUploadsToken } from '../domain/tokens.js';

/**
 * The admin screen's default adapters (sign-in, photo uploads, click counts, tour cards, the Inbox), bound by the app's container
 * (./app-container.ts) after the public ports of the composition root (./container.ts): only /admin loads them.
 */
export function adminPortDefaults(): AnyPortOverrides {
  return [
    [AdminApiToken, new HttpAdminApi()],
    [TourPhotoUploadsToken, new HttpTourPhotoUploads()],
    [ClickDashboardApiToken, new HttpClickDashboardApi()],
    [AdminTourCardsApiToken, new HttpAdminTourCardsApi()],
    [CatalogueAdminApiToken, new HttpCatalogueAdminApi()],
    [InboxApiToken, new HttpInboxApi()],
    [LinkHealthApiToken, new HttpLinkHealthApi()],
  ];
}
