/**
 * The environment variables the server's configuration reads: the names of server/settings-schema.ts, where each is
 * declared once, so the deployment files (compose.yaml, the Dockerfile) are checked against them without starting anything.
 */
import { SETTINGS } from '../../server/settings-schema.js';

export function configVariableNames(): Set<string> {
  return new Set(SETTINGS.map((setting) => setting.variable));
}
