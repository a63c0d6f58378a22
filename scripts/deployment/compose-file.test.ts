/**
 * compose.yaml, checked without Docker (docs/decisions/071, 072):
 * - it is a valid Compose file: validated with Ajv against the Compose specification's own JSON schema,
 *   vendored in compose-spec.schema.json from compose-spec/compose-spec (schema/compose-spec.json at commit
 *   a08f8d51631b7127ddac3d2c65537db429d0f1d0, Apache-2.0; no npm package ships a current copy);
 * - every variable it gives the portal is one the server's configuration reads (server/config.ts);
 * - the portal trusts exactly the proxy's fixed address, and the S3 server's bucket and keys are the portal's.
 */
import { Ajv } from 'ajv';
import draft07 from 'ajv/dist/refs/json-schema-draft-07.json' with { type: 'json' };
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BlockList } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configVariableNames } from './config-variables.js';

const COMPOSE_FILE = fileURLToPath(new URL('../../compose.yaml', import.meta.url));
const SCHEMA_FILE = fileURLToPath(new URL('./compose-spec.schema.json', import.meta.url));

interface Service {
  image?: string;
  build?: string | { context?: string; dockerfile?: string; dockerfile_inline?: string };
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
}
interface ComposeFile {
  services: Record<string, Service>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string; ip_range?: string }[] } } | null>;
}

/** The file as Compose reads it: YAML anchors and merge keys (`<<: *portal`) resolved. */
function readCompose(text = readFileSync(COMPOSE_FILE, 'utf8')): ComposeFile {
  return parse(text, { merge: true }) as ComposeFile;
}

// The schema writes `type: ["string", "number"]` and type-less branches, as draft-07 allows: Ajv's type strictness off.
const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strictTypes: false });
// The schema names its meta-schema by its https address; Ajv knows draft-07 under the http one.
ajv.addMetaSchema({ ...draft07, $id: 'https://json-schema.org/draft-07/schema' });
const validate = ajv.compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as object);

function schemaErrors(document: unknown): string[] {
  return validate(document) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
}

function environmentOf(service: Service): Map<string, string> {
  const entries: [string, string][] = Array.isArray(service.environment)
    ? service.environment.map((entry) => {
        const [name = '', ...rest] = entry.split('=');
        return [name, rest.join('=')];
      })
    : Object.entries(service.environment ?? {}).map(([name, value]) => [name, String(value ?? '')]);
  return new Map(entries);
}

/** The services that run the portal's own image. */
function portalServices(compose: ComposeFile): [string, Service][] {
  return Object.entries(compose.services).filter(([, service]) => service.build !== undefined);
}

function cidr(range: string): BlockList {
  const [address = '', prefix = '32'] = range.split('/');
  const list = new BlockList();
  list.addSubnet(address, Number(prefix), 'ipv4');
  return list;
}

describe('compose.yaml', () => {
  const compose = readCompose();
  const portals = portalServices(compose);

  it('is valid against the Compose specification schema', () => {
    expect(schemaErrors(compose)).toEqual([]);
  });

  it('would be refused by the same schema check if a service were misspelt', () => {
    const broken = readCompose();
    (broken.services['proxy'] as Record<string, unknown>)['restart_policy'] = 'always';
    expect(schemaErrors(broken).join('\n')).toMatch(/\/services\/proxy must NOT have additional properties/);
  });

  it('runs two portal servers from the repository Dockerfile, started by the image, not by npm', () => {
    expect(portals.map(([name]) => name)).toEqual(['portal-1', 'portal-2']);
    for (const [, service] of portals) {
      expect(service.build).toEqual({ context: '.', dockerfile: 'Dockerfile' });
      expect(service.command).toBeUndefined();
    }
  });

  it('gives the portal only variables the server configuration reads', () => {
    const known = configVariableNames();
    expect(known.size).toBeGreaterThan(10);
    for (const [name, service] of portals) {
      const unknown = [...environmentOf(service).keys()].filter((variable) => !known.has(variable));
      expect(unknown, `${name} passes variables server/settings-schema.ts does not declare`).toEqual([]);
    }
  });

  it('knows only the variables the settings schema declares', () => {
    const known = configVariableNames();
    expect(known.has('DATA_DIR')).toBe(true);
    expect(known.has('PROJECT_ROOT')).toBe(false);
  });

  it('trusts exactly the proxy: its fixed address, inside the network, outside the addresses handed out', () => {
    const proxyNetworks = compose.services['proxy']?.networks as Record<string, { ipv4_address?: string }>;
    const [networkName, attachment] = Object.entries(proxyNetworks)[0] ?? [];
    const proxyAddress = attachment?.ipv4_address ?? '';
    const ipam = compose.networks?.[networkName ?? '']?.ipam?.config?.[0] ?? {};
    expect(cidr(ipam.subnet ?? '0.0.0.0/32').check(proxyAddress, 'ipv4')).toBe(true);
    expect(cidr(ipam.ip_range ?? '0.0.0.0/32').check(proxyAddress, 'ipv4')).toBe(false);
    for (const [, service] of portals) {
      expect(environmentOf(service).get('TRUST_PROXY')).toBe(proxyAddress);
      expect(service.networks).toEqual([networkName]);
    }
  });

  it("has the portal use the S3 server's bucket and keys", () => {
    const s3 = compose.services['s3'];
    const s3Environment = environmentOf(s3 ?? {});
    for (const [, service] of portals) {
      const environment = environmentOf(service);
      expect(s3?.command).toContain(`-bucket=${environment.get('S3_BUCKET')}`);
      expect(environment.get('S3_ENDPOINT')).toMatch(/^http:\/\/s3:8333$/);
      expect(s3?.command).toContain('-s3.port=8333');
      expect(environment.get('S3_ACCESS_KEY_ID')).toBe(s3Environment.get('AWS_ACCESS_KEY_ID'));
      expect(environment.get('S3_SECRET_ACCESS_KEY')).toBe(s3Environment.get('AWS_SECRET_ACCESS_KEY'));
    }
  });

  it('no longer uses MinIO, whose community images get no fixes', () => {
    const images = Object.values(compose.services).map((service) => service.image ?? '');
    expect(images.filter((image) => /minio/i.test(image))).toEqual([]);
  });
});
