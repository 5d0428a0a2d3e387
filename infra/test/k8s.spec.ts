// The Kubernetes manifests, checked without a cluster: each overlay rendered by `kubectl kustomize`,
// every object validated against the Kubernetes OpenAPI schemas (kubernetes-models) or, for the
// operators' resources (CloudNativePG, Keycloak), against the fields we rely on; then the cross
// references: env against each service's config schema, Service ports against containers, every
// route of the routes table through the Ingress to its service.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { IDeployment, IStatefulSet } from 'kubernetes-models/apps/v1';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import type { IJob } from 'kubernetes-models/batch/v1';
import type { IHTTPIngressPath, IIngress } from 'kubernetes-models/networking.k8s.io/v1';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1';
import type { IConfigMap, IPodSpec, ISecret, IService } from 'kubernetes-models/v1';
import { parseAllDocuments } from 'yaml';
import { SERVICES } from '@takehome/contracts';
import { loadConfig } from '@takehome/service-kit';
import { ROUTES, routeFor } from '../gateway/routes.mjs';
import { REMOTES } from '../gateway/gateway.mjs';
import { renderAll } from '../k8s/generate.mjs';
import { builtConfigSchema } from './support/built-config.js';
import { readRealmExport, type RealmExport } from './support/realm.js';

const root = resolve(import.meta.dirname, '../..');
const OVERLAYS = ['small', 'large'];

type Metadata = {
  name: string;
  namespace?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
};
/** A rendered object as parsed, before its kind is looked at. */
type K8sObject = { apiVersion: string; kind: string; metadata: Metadata; spec?: unknown };

/** The operators' resources (their CRDs are not in kubernetes-models): the fields validateCustomResource checks. */
interface CnpgCluster {
  spec?: {
    instances?: number;
    storage?: { size?: string };
    bootstrap?: { initdb?: { database?: string; owner?: string } };
    managed?: { roles?: { name: string; login?: boolean; passwordSecret?: { name?: string } }[] };
  };
}
interface KeycloakServer {
  spec?: {
    instances?: number;
    db?: { vendor?: string; host?: string; usernameSecret?: { name?: string }; passwordSecret?: { name?: string } };
    hostname?: { hostname?: string };
  };
}
interface KeycloakRealmImport {
  spec?: {
    keycloakCRName?: string;
    realm?: RealmExport;
    placeholders?: Record<string, { secret?: { name?: string; key?: string } }>;
  };
}

/**
 * The kinds this test reads: the kubernetes-models types (the schemas the first test validates every
 * built-in object against) and the operators' fields above.
 */
interface Kinds {
  Deployment: IDeployment;
  StatefulSet: IStatefulSet;
  Job: IJob;
  ConfigMap: IConfigMap;
  Secret: ISecret;
  Service: IService;
  Ingress: IIngress;
  HorizontalPodAutoscaler: IHorizontalPodAutoscaler;
  PodDisruptionBudget: IPodDisruptionBudget;
  Cluster: CnpgCluster;
  Keycloak: KeycloakServer;
  KeycloakRealmImport: KeycloakRealmImport;
}
type Kind = keyof Kinds;
/** A rendered object of that kind; kustomize renders none without a name. */
type Rendered<K extends Kind> = K extends Kind
  ? Omit<Kinds[K], 'apiVersion' | 'kind' | 'metadata'> & { apiVersion: string; kind: K; metadata: Metadata }
  : never;
type Workload = Rendered<'Deployment' | 'StatefulSet' | 'Job'>;

function render(overlay: string): K8sObject[] {
  const out = execFileSync('kubectl', ['kustomize', resolve(root, 'infra/k8s/overlays', overlay)], {
    encoding: 'utf8',
  });
  return parseAllDocuments(out).map((document) => document.toJS() as K8sObject);
}

const rendered = Object.fromEntries(OVERLAYS.map((overlay) => [overlay, render(overlay)]));
const byKind = <K extends Kind>(objects: K8sObject[], kind: K) =>
  objects.filter((o) => o.kind === kind) as Rendered<K>[];
const named = <K extends Kind>(objects: K8sObject[], kind: K, name: string | undefined) => {
  const found = byKind(objects, kind).find((o) => o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
};
const podSpec = (o: Workload): IPodSpec => o.spec!.template.spec!;
const matches = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);
/** Every path of an Ingress's rules. */
const ingressPaths = (ingress: Rendered<'Ingress'>) =>
  (ingress.spec?.rules ?? []).flatMap((rule) => rule.http?.paths ?? []);

/** The built-in kinds we use, by apiVersion/kind, from kubernetes-models (the Kubernetes OpenAPI schemas). */
async function builtInModel(
  apiVersion: string,
  kind: string,
): Promise<(new (data: unknown) => { validate(): void }) | undefined> {
  const modules: Record<string, string> = {
    v1: 'kubernetes-models/v1',
    'apps/v1': 'kubernetes-models/apps/v1',
    'batch/v1': 'kubernetes-models/batch/v1',
    'autoscaling/v2': 'kubernetes-models/autoscaling/v2',
    'policy/v1': 'kubernetes-models/policy/v1',
    'networking.k8s.io/v1': 'kubernetes-models/networking.k8s.io/v1',
  };
  if (!modules[apiVersion]) return undefined;
  const module = (await import(modules[apiVersion])) as Record<
    string,
    (new (data: unknown) => { validate(): void }) | undefined
  >;
  return module[kind];
}

/** The fields of the operators' resources that the install relies on (their CRDs are not in kubernetes-models). */
function validateCustomResource(o: K8sObject): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, what: string) => {
    if (!ok) problems.push(`${o.kind} ${o.metadata.name}: ${what}`);
  };
  need(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(o.metadata.name), 'a DNS-1123 name');
  switch (`${o.apiVersion}/${o.kind}`) {
    case 'postgresql.cnpg.io/v1/Cluster': {
      const { spec = {} } = o as Rendered<'Cluster'>;
      need(Number.isInteger(spec.instances) && (spec.instances ?? 0) >= 1, 'spec.instances an integer ≥ 1');
      need(typeof spec.storage?.size === 'string', 'spec.storage.size');
      need(spec.bootstrap?.initdb?.database && spec.bootstrap.initdb.owner, 'spec.bootstrap.initdb database and owner');
      for (const role of spec.managed?.roles ?? []) {
        need(
          /^[a-z_][a-z0-9_]*$/.test(role.name) && role.login === true && role.passwordSecret?.name,
          `role ${role.name} login with a password Secret`,
        );
      }
      break;
    }
    case 'k8s.keycloak.org/v2alpha1/Keycloak': {
      const { spec = {} } = o as Rendered<'Keycloak'>;
      need(Number.isInteger(spec.instances), 'spec.instances');
      need(
        spec.db?.vendor === 'postgres' && spec.db.host && spec.db.usernameSecret?.name && spec.db.passwordSecret?.name,
        'spec.db',
      );
      need(typeof spec.hostname?.hostname === 'string', 'spec.hostname.hostname');
      break;
    }
    case 'k8s.keycloak.org/v2alpha1/KeycloakRealmImport': {
      const { spec = {} } = o as Rendered<'KeycloakRealmImport'>;
      need(typeof spec.keycloakCRName === 'string', 'spec.keycloakCRName');
      need(spec.realm?.realm === 'takehome', 'spec.realm');
      for (const [name, placeholder] of Object.entries(spec.placeholders ?? {})) {
        need(placeholder.secret?.name && placeholder.secret?.key === name, `placeholder ${name} from a Secret key`);
      }
      break;
    }
    default:
      problems.push(`${o.apiVersion}/${o.kind} ${o.metadata.name}: a kind this test does not know`);
  }
  return problems;
}

/** Ingress path matching as Kubernetes defines it: longest match wins, Exact before Prefix, Prefix by path elements. */
function ingressBackend(ingress: Rendered<'Ingress'>, path: string): string | undefined {
  const candidates = ingressPaths(ingress).filter(
    (c): c is IHTTPIngressPath & { path: string } => c.path !== undefined,
  );
  const hits = candidates.filter((c) => {
    if (c.pathType === 'Exact') return c.path === path;
    if (c.path === '/') return true;
    const prefix = c.path.replace(/\/$/, '');
    return path === prefix || path.startsWith(`${prefix}/`);
  });
  hits.sort(
    (a, b) => b.path.length - a.path.length || (a.pathType === 'Exact' ? -1 : 0) - (b.pathType === 'Exact' ? -1 : 0),
  );
  return hits[0]?.backend.service?.name;
}

/** `$(NAME)` references Kubernetes expands from earlier variables of the same container. */
const references = (value = '') => [...value.matchAll(/\$\((\w+)\)/g)].map((m) => m[1]);

describe('Kubernetes manifests (infra/k8s)', () => {
  it('has the generated files current (node infra/k8s/generate.mjs)', () => {
    for (const [path, content] of Object.entries(renderAll())) {
      expect([path, readFileSync(resolve(root, 'infra', path), 'utf8')]).toEqual([path, content]);
    }
  });

  describe.each(OVERLAYS)('overlay %s', (overlay) => {
    const objects = rendered[overlay];
    const deployments = byKind(objects, 'Deployment');
    const workloads: Workload[] = [...deployments, ...byKind(objects, 'StatefulSet'), ...byKind(objects, 'Job')];

    it('renders into one namespace with every object valid against its schema', async () => {
      expect(objects.length).toBeGreaterThan(40);
      const problems: string[] = [];
      for (const o of objects) {
        expect(o.metadata.namespace).toBe('takehome');
        const Model = await builtInModel(o.apiVersion, o.kind);
        if (Model) {
          try {
            new Model(o).validate();
          } catch (error) {
            problems.push(`${o.kind} ${o.metadata.name}: ${(error as Error).message}`);
          }
        } else {
          problems.push(...validateCustomResource(o));
        }
      }
      expect(problems).toEqual([]);
    });

    it('keeps secret values out: no Secret objects, only references to the documented Secrets', () => {
      expect(byKind(objects, 'Secret')).toEqual([]);
      const referenced = new Set<string | undefined>();
      for (const o of workloads) {
        for (const container of podSpec(o).containers) {
          for (const variable of container.env ?? []) {
            if (variable.valueFrom?.secretKeyRef) referenced.add(variable.valueFrom.secretKeyRef.name);
          }
        }
      }
      for (const o of byKind(objects, 'Cluster'))
        for (const role of o.spec?.managed?.roles ?? []) referenced.add(role.passwordSecret?.name);
      const readme = readFileSync(resolve(root, 'docs/operations.md'), 'utf8'); // the install's secrets are documented there
      for (const name of referenced) {
        if (name?.endsWith('-superuser') || name === 'keycloak-db-app') continue; // made by CloudNativePG
        expect([name, readme.includes(`secret generic ${name} `)]).toEqual([name, true]);
      }
    });

    it.each(Object.entries(SERVICES))(
      'runs svc-%s with probes, resources, a locked-down container and an env its config accepts',
      async (name, { port, schema }) => {
        const configSchema = await builtConfigSchema(root, name);
        const known = Object.keys(configSchema.shape);
        const configMap = named(
          objects,
          'ConfigMap',
          podSpec(named(objects, 'Deployment', `svc-${name}`)).containers[0].envFrom?.[0].configMapRef?.name,
        );
        const jobs = byKind(objects, 'Job').filter((job) => job.metadata.name === `svc-${name}-migrate`);
        expect(jobs).toHaveLength(1);
        expect(jobs[0].metadata.annotations?.['argocd.argoproj.io/hook']).toBe('PreSync');
        expect(podSpec(jobs[0]).containers[0].args).toEqual(['dist/main.js', '--migrate']);

        for (const workload of [named(objects, 'Deployment', `svc-${name}`), ...jobs]) {
          const container = podSpec(workload).containers[0];
          expect(container.securityContext).toMatchObject({
            runAsNonRoot: true,
            readOnlyRootFilesystem: true,
            allowPrivilegeEscalation: false,
          });
          expect(container.resources?.requests).toBeDefined();
          expect(container.resources?.limits).toBeDefined();

          const env: Record<string, string> = { ...configMap.data };
          const variables = container.env ?? [];
          const helpers = new Set(variables.flatMap((v) => references(v.value)));
          for (const variable of variables) {
            // Variables only composed into others (the role's password into DATABASE_URL) need not be config.
            if (!helpers.has(variable.name))
              expect([variable.name, known.includes(variable.name)]).toEqual([variable.name, true]);
            const secret = variable.valueFrom?.secretKeyRef;
            const fromMap = variable.valueFrom?.configMapKeyRef;
            env[variable.name] = secret
              ? secret.key.endsWith('_URL')
                ? `https://secret.example/${secret.key}`
                : `secret-${secret.key.toLowerCase()}`
              : fromMap
                ? named(objects, 'ConfigMap', fromMap.name).data![fromMap.key]
                : (variable.value ?? '');
            if (variable.name === 'ADMIN_EMAIL') env[variable.name] = 'owner@example.com';
            env[variable.name] = env[variable.name].replace(/\$\((\w+)\)/g, (_, ref: string) => env[ref]);
          }
          expect(Object.keys(configMap.data ?? {}).filter((key) => !known.includes(key))).toEqual([]);
          expect(() => loadConfig(configSchema, env)).not.toThrow();
          expect(env.PORT).toBe(String(port));
          expect(env.DATABASE_URL).toMatch(
            new RegExp(`^postgres://takehome_${schema}:secret-password@takehome-db-rw:5432/takehome$`),
          );
        }
        const container = podSpec(named(objects, 'Deployment', `svc-${name}`)).containers[0];
        expect(container.readinessProbe?.httpGet).toEqual({ path: '/health/ready', port: 'http' });
        expect(container.livenessProbe?.httpGet).toEqual({ path: '/health/live', port: 'http' });
        expect(container.ports).toEqual([{ name: 'http', containerPort: port }]);
      },
    );

    it('sets TRUSTED_PROXIES for every service in production: the pod network (the ingress controller), never loopback or none', async () => {
      for (const name of Object.keys(SERVICES)) {
        const container = podSpec(named(objects, 'Deployment', `svc-${name}`)).containers[0];
        const data = named(objects, 'ConfigMap', container.envFrom?.[0].configMapRef?.name).data ?? {};
        const own = container.env?.find((v) => v.name === 'TRUSTED_PROXIES');
        const value = own ? own.value : data.TRUSTED_PROXIES;
        expect([name, data.NODE_ENV, typeof value]).toEqual([name, 'production', 'string']);
        const { TRUSTED_PROXIES: parsed } = (await builtConfigSchema(root, name)).shape;
        const entries = parsed.parse(value) as string[];
        // The services see the ingress controller's pod address, on the pod network: a subnet, not this pod.
        expect([name, entries.length > 0, entries.some((e) => /^(loopback|linklocal)$/.test(e))]).toEqual([
          name,
          true,
          false,
        ]);
        expect(entries.every((entry) => entry.includes('/'))).toBe(true);
      }
    });

    it('gives every Deployment readiness and liveness probes, resources and a non-root read-only container', () => {
      for (const deployment of deployments) {
        expect(podSpec(deployment).securityContext?.runAsNonRoot).toBe(true);
        for (const container of podSpec(deployment).containers) {
          expect([
            deployment.metadata.name,
            container.readinessProbe?.httpGet?.path,
            container.livenessProbe?.httpGet?.path,
          ]).toEqual([deployment.metadata.name, '/health/ready', '/health/live']);
          expect(container.resources?.limits?.memory).toBeDefined();
          expect(container.securityContext).toMatchObject({
            readOnlyRootFilesystem: true,
            allowPrivilegeEscalation: false,
            capabilities: { drop: ['ALL'] },
          });
        }
      }
    });

    it('scales and protects every Deployment: an HPA and a PDB each, aimed at it', () => {
      for (const deployment of deployments) {
        const hpa = byKind(objects, 'HorizontalPodAutoscaler').filter(
          (h) => h.spec?.scaleTargetRef.name === deployment.metadata.name,
        );
        expect([deployment.metadata.name, hpa.length]).toEqual([deployment.metadata.name, 1]);
        expect(hpa[0].spec?.minReplicas).toBeGreaterThanOrEqual(2);
        const pdbs = byKind(objects, 'PodDisruptionBudget').filter((p) =>
          matches(p.spec!.selector!.matchLabels!, podSpecLabels(deployment)),
        );
        expect([deployment.metadata.name, pdbs.length]).toEqual([deployment.metadata.name, 1]);
      }
    });

    it('points every Service at pods that exist, on a port their container opens', () => {
      for (const svc of byKind(objects, 'Service')) {
        const pods = [...deployments, ...byKind(objects, 'StatefulSet')].filter((w) =>
          matches(svc.spec!.selector!, podSpecLabels(w)),
        );
        expect([svc.metadata.name, pods.length]).toEqual([svc.metadata.name, 1]);
        const containerPorts = podSpec(pods[0]).containers.flatMap((c) => c.ports ?? []);
        for (const port of svc.spec!.ports!) {
          const target = port.targetPort ?? port.port;
          const found = containerPorts.some((p) =>
            typeof target === 'number' ? p.containerPort === target : p.name === target,
          );
          expect([svc.metadata.name, target, found]).toEqual([svc.metadata.name, target, true]);
        }
      }
    });

    it('routes every row of the routes table through the Ingress to its service, and the front ends and Keycloak beside them', () => {
      const ingress = named(objects, 'Ingress', 'takehome');
      const services = new Map(byKind(objects, 'Service').map((s) => [s.metadata.name, s]));
      for (const { backend } of ingressPaths(ingress)) {
        const name = backend.service?.name;
        if (name === 'keycloak-service') continue; // made by the Keycloak operator from the Keycloak resource
        expect([
          name,
          services.get(name ?? '')?.spec?.ports?.some((p) => p.port === backend.service?.port?.number),
        ]).toEqual([name, true]);
      }
      // Each row's own path, a path under it, and its trailing-slash form reach what the gateway would pick.
      // (A row `/a/*` is the Ingress prefix `/a`, which also takes the bare `/a` that the gateway leaves to the render server.)
      const samples = ROUTES.flatMap((route) => {
        if (!route.path.endsWith('*')) return [route.path, `${route.path}/`];
        const prefix = route.path.slice(0, -1);
        return prefix.endsWith('/') ? [prefix, `${prefix}x/y`] : [prefix, `${prefix}/`, `${prefix}/x/y`];
      });
      for (const path of samples) {
        const owner = routeFor('GET', path)?.service;
        expect([path, ingressBackend(ingress, path)]).toEqual([path, owner ? `svc-${owner}` : 'render']);
      }
      expect(ingressBackend(ingress, '/realms/takehome/protocol/openid-connect/certs')).toBe('keycloak-service');
      for (const remote of REMOTES) expect(ingressBackend(ingress, `/remotes/${remote}/remoteEntry.js`)).toBe(remote);
      expect(ingressBackend(ingress, '/pricing')).toBe('render');
      expect(ingressBackend(ingress, '/main.0123456789.js')).toBe('render');
      expect(ingressBackend(ingress, '/remotes.json')).toBe('render');
    });

    it('renders pages with the remotes of the remotes.json ConfigMap, each entry (browser and server) on its remote', () => {
      const render = podSpec(named(objects, 'Deployment', 'render'));
      const volume = render.volumes?.find((v) => v.configMap);
      const manifest = JSON.parse(named(objects, 'ConfigMap', volume?.configMap?.name).data!['remotes.json']) as {
        remotes: { entry: string; ssrEntry: string }[];
      };
      // A directory mount (no subPath), so a changed ConfigMap reaches the running pods.
      const mount = render.containers[0].volumeMounts?.find((m) => m.name === volume?.name);
      expect(mount).toMatchObject({ mountPath: '/config' });
      expect(mount?.subPath).toBeUndefined();
      expect(render.containers[0].env).toContainEqual({ name: 'REMOTES_MANIFEST', value: '/config/remotes.json' });
      const ingress = named(objects, 'Ingress', 'takehome');
      expect(manifest.remotes.map((r) => ingressBackend(ingress, r.entry))).toEqual(REMOTES);
      expect(manifest.remotes.map((r) => ingressBackend(ingress, r.ssrEntry))).toEqual(REMOTES);
      expect(byKind(objects, 'HorizontalPodAutoscaler').some((h) => h.metadata.name === 'render')).toBe(true);
      expect(byKind(objects, 'PodDisruptionBudget').some((p) => p.metadata.name === 'render')).toBe(true);
      for (const remote of ['render', ...REMOTES]) {
        expect(podSpec(named(objects, 'Deployment', remote)).containers[0].image).toMatch(
          new RegExp(`/takehome/${remote}:`),
        );
      }
    });

    it('clusters JetStream in three servers and creates the stream with 3 replicas', () => {
      const nats = named(objects, 'StatefulSet', 'nats').spec!;
      expect(nats.replicas).toBe(3);
      const config = named(objects, 'ConfigMap', 'nats-config').data!['nats.conf'];
      expect(config).toMatch(/jetstream \{/);
      for (let i = 0; i < 3; i++) expect(config).toContain(`nats://nats-${i}.${nats.serviceName}:6222`);
      expect(
        named(
          objects,
          'ConfigMap',
          podSpec(named(objects, 'Deployment', 'svc-calc')).containers[0].envFrom?.[0].configMapRef?.name,
        ).data!.NATS_STREAM_REPLICAS,
      ).toBe('3');
    });

    it('runs PostgreSQL as a CloudNativePG Cluster of 3 with one role per service, the one each service logs in as', () => {
      const cluster = named(objects, 'Cluster', 'takehome-db');
      expect(cluster.spec?.instances).toBe(3);
      expect(cluster.spec?.bootstrap?.initdb?.database).toBe('takehome');
      expect(cluster.spec?.managed?.roles?.map((r) => [r.name, r.passwordSecret?.name])).toEqual(
        Object.values(SERVICES).map(({ schema }) => [`takehome_${schema}`, `takehome-db-${schema}`]),
      );
      expect(byKind(objects, 'Service').some((s) => s.metadata.name === 'takehome-db-rw')).toBe(false); // the operator makes it
    });

    it('imports the realm export through the Keycloak operator, every placeholder from the Secret', () => {
      const realm = readRealmExport(root);
      const realmImport = named(objects, 'KeycloakRealmImport', 'takehome');
      expect(realmImport.spec?.realm).toEqual(realm);
      expect(realmImport.spec?.keycloakCRName).toBe(named(objects, 'Keycloak', 'keycloak').metadata.name);
      const placeholders = new Set([...JSON.stringify(realm).matchAll(/\$\{(\w+)/g)].map((m) => m[1]));
      expect(Object.keys(realmImport.spec?.placeholders ?? {}).sort()).toEqual([...placeholders].sort());
      const identity = podSpec(named(objects, 'Deployment', 'svc-identity')).containers[0].env ?? [];
      const value = (key: string) => identity.find((v) => v.name === key)?.value;
      const client = realm.clients.find((c) => c.clientId === value('KEYCLOAK_CLIENT_ID'));
      expect(client).toMatchObject({ publicClient: false, directAccessGrantsEnabled: true });
      expect(realm.clients.find((c) => c.clientId === value('KEYCLOAK_ADMIN_CLIENT_ID'))).toMatchObject({
        publicClient: false,
        serviceAccountsEnabled: true,
      });
    });

    it('runs the migrations before the rollout, after provisioning the schemas', () => {
      const wave = (o: K8sObject) => Number(o.metadata.annotations?.['argocd.argoproj.io/sync-wave'] ?? 0);
      const provision = named(objects, 'Job', 'takehome-db-provision');
      for (const job of byKind(objects, 'Job').filter((j) => j.metadata.name.endsWith('-migrate')))
        expect(wave(job)).toBeGreaterThan(wave(provision));
      expect(
        byKind(objects, 'Job').every((j) => j.metadata.annotations?.['argocd.argoproj.io/hook'] === 'PreSync'),
      ).toBe(true);
    });
  });

  it('sizes the large install above the small one', () => {
    const hpa = (overlay: string) => named(rendered[overlay], 'HorizontalPodAutoscaler', 'svc-calc').spec!;
    expect(hpa('large').maxReplicas).toBeGreaterThan(hpa('small').maxReplicas);
    // minReplicas left out is 1.
    expect(hpa('large').minReplicas ?? 1).toBeGreaterThan(hpa('small').minReplicas ?? 1);
  });
});

function podSpecLabels(workload: Workload): Record<string, string> | undefined {
  return workload.spec!.template.metadata?.labels;
}
