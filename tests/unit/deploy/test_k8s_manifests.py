"""The Kubernetes manifests agree with Kubernetes and with the code: every object of each overlay is
schema-valid, containers run real commands with real settings, probes and ports answer in the app,
secrets come from the operator's Secret, and the worker autoscaler reads a metric the API exports.

Overlays are rendered by a small loader that implements only the kustomization fields these
manifests use (``resources``, ``replicas``, strategic-merge ``patches``) and refuses any other, so it
cannot silently render something kustomize would not; where ``kubectl`` is installed, its
``kubectl kustomize`` output must equal the loader's.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import kubernetes_validate
import pytest
import yaml
from prometheus_client import generate_latest

from app.cli import build_parser
from edabot.settings import Settings

REPO = Path(__file__).resolve().parents[3]
K8S = REPO / "deploy/k8s"
OVERLAYS = ("dev", "prod")
KUBERNETES_VERSION = "1.33.0"
NAMESPACE = "edabot"
SECRET = "edabot-secrets"
_KUSTOMIZATION_FIELDS = {"apiVersion", "kind", "resources", "replicas", "patches"}
# Strategic-merge keys of the lists the patches touch; any other list is replaced whole, as in kustomize.
_MERGE_KEYS = {"containers": "name", "initContainers": "name", "env": "name", "volumes": "name",
               "volumeMounts": "mountPath", "ports": "containerPort"}
_CLUSTER_SCOPED = {"Namespace"}

Object = dict[str, Any]


# --- a loader for the kustomization subset used here ------------------------------------------------

def _merge(base: Any, patch: Any, field: str = "") -> Any:
    if isinstance(base, dict) and isinstance(patch, dict):
        merged = dict(base)
        for key, value in patch.items():
            merged[key] = _merge(base[key], value, key) if key in base else value
        return merged
    if isinstance(base, list) and isinstance(patch, list) and field in _MERGE_KEYS:
        key = _MERGE_KEYS[field]
        merged_list = list(base)
        for item in patch:
            at = next((i for i, old in enumerate(merged_list) if old[key] == item[key]), None)
            if at is None:
                merged_list.append(item)
            else:
                merged_list[at] = _merge(merged_list[at], item)
        return merged_list
    return patch


def _identity(obj: Object) -> tuple[str, str, str]:
    return obj["kind"], obj["metadata"]["name"], obj["metadata"].get("namespace", "")


def render(folder: Path) -> list[Object]:
    """The objects ``kubectl kustomize folder`` prints, for the fields in _KUSTOMIZATION_FIELDS."""
    kustomization = yaml.safe_load((folder / "kustomization.yaml").read_text())
    unsupported = set(kustomization) - _KUSTOMIZATION_FIELDS
    assert not unsupported, f"{folder}: the test loader does not implement {sorted(unsupported)}"
    objects: list[Object] = []
    for resource in kustomization.get("resources", []):
        path = folder / resource
        objects += render(path) if path.is_dir() else [o for o in yaml.safe_load_all(path.read_text()) if o]
    by_identity = {_identity(obj): i for i, obj in enumerate(objects)}
    for patch in kustomization.get("patches", []):
        assert set(patch) == {"path"}, f"{folder}: only strategic-merge patches from a file are loaded"
        change = yaml.safe_load((folder / patch["path"]).read_text())
        at = by_identity[_identity(change)]
        objects[at] = _merge(objects[at], change)
    for replicas in kustomization.get("replicas", []):
        targets = [o for o in objects if o["kind"] in ("Deployment", "StatefulSet")
                   and o["metadata"]["name"] == replicas["name"]]
        assert len(targets) == 1, f"{folder}: replicas for unknown workload {replicas['name']}"
        targets[0]["spec"]["replicas"] = replicas["count"]
    return objects


def _rendered(overlay: str) -> list[Object]:
    return render(K8S / "overlays" / overlay)


# --- what the objects say ------------------------------------------------------------------------

def _by_kind(objects: list[Object], kind: str) -> dict[str, Object]:
    return {o["metadata"]["name"]: o for o in objects if o["kind"] == kind}


def _workloads(objects: list[Object]) -> dict[str, Object]:
    return {o["metadata"]["name"]: o for o in objects if o["kind"] in ("Deployment", "StatefulSet")}


def _containers(objects: list[Object]) -> list[tuple[str, Object]]:
    return [(name, c) for name, w in _workloads(objects).items() for c in w["spec"]["template"]["spec"]["containers"]]


def _dockerfile_image() -> str:
    built = re.search(r"docker build -f deploy/docker/Dockerfile -t (\S+) \.", (REPO / "deploy/docker/Dockerfile").read_text())
    assert built is not None
    return built.group(1)


def _edabot_containers(objects: list[Object]) -> dict[str, Object]:
    image = _dockerfile_image().split(":")[0]
    return {name: c for name, c in _containers(objects) if c["image"].split(":")[0] == image}


def _container(objects: list[Object], workload: str) -> Object:
    return _workloads(objects)[workload]["spec"]["template"]["spec"]["containers"][0]


def _flag(args: list[str], flag: str) -> str:
    return args[args.index(flag) + 1]


def _setting_names() -> set[str]:
    return {field.alias or name for name, field in Settings.model_fields.items()}


def _env_example_names() -> set[str]:
    lines = (REPO / ".env.example").read_text().splitlines()
    return {line.split("=", 1)[0].lstrip("# ").strip() for line in lines if "=" in line}


def _secret_refs(objects: list[Object]) -> list[Object]:
    return [e["valueFrom"]["secretKeyRef"] for _, c in _containers(objects) for e in c.get("env", [])
            if "secretKeyRef" in e.get("valueFrom", {})]


# --- tests ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("overlay", OVERLAYS)
def test_every_object_follows_the_kubernetes_schema(overlay: str) -> None:
    objects = _rendered(overlay)
    errors = []
    for obj in objects:
        try:
            kubernetes_validate.validate(obj, KUBERNETES_VERSION, strict=True)
        except kubernetes_validate.ValidationError as error:
            errors.append(f"{_identity(obj)}: {error.message} at {list(error.path)}")
    assert errors == []
    kinds = {o["kind"] for o in objects}
    assert {"Namespace", "ConfigMap", "Deployment", "StatefulSet", "Service", "PodDisruptionBudget",
            "HorizontalPodAutoscaler", "PersistentVolumeClaim"} <= kinds
    assert "Secret" not in kinds, "the operator creates the Secret; the kustomization only refers to it"
    for obj in objects:
        expected = "" if obj["kind"] in _CLUSTER_SCOPED else NAMESPACE
        assert obj["metadata"].get("namespace", "") == expected, _identity(obj)


if shutil.which("kubectl"):
    @pytest.mark.parametrize("overlay", OVERLAYS)
    def test_the_loader_renders_what_kubectl_renders(overlay: str) -> None:
        done = subprocess.run(["kubectl", "kustomize", str(K8S / "overlays" / overlay)],
                              capture_output=True, text=True, check=True, timeout=60)
        by_kubectl = sorted(yaml.safe_load_all(done.stdout), key=_identity)
        assert sorted(_rendered(overlay), key=_identity) == by_kubectl


def test_the_example_secret_is_valid_outside_the_kustomization_and_names_every_key() -> None:
    example = yaml.safe_load((K8S / "secret.example.yaml").read_text())
    kubernetes_validate.validate(example, KUBERNETES_VERSION, strict=True)
    assert example["metadata"] == {"name": SECRET, "namespace": NAMESPACE}
    listed = set(yaml.safe_load((K8S / "base/kustomization.yaml").read_text())["resources"])
    assert "secret.example.yaml" not in listed and not (K8S / "base/secret.example.yaml").exists()
    for overlay in OVERLAYS:
        for ref in _secret_refs(_rendered(overlay)):
            assert ref["name"] == SECRET and ref["key"] in example["stringData"], ref
    required = {r["key"] for r in _secret_refs(_rendered("prod")) if not r.get("optional")}
    assert required == {"EDABOT_API_TOKEN", "EDABOT_DATABASE_URL", "SLACK_BOT_TOKEN", "SLACK_SIGNING_SECRET",
                        "DISCORD_TOKEN"}


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_every_edabot_container_runs_a_real_command_from_the_built_image(overlay: str) -> None:
    subcommands = build_parser()._subparsers._group_actions[0]  # type: ignore[union-attr]
    commands = set(subcommands.choices)  # type: ignore[arg-type]
    containers = _edabot_containers(_rendered(overlay))
    assert set(containers) == {"api", "worker", "slack", "discord", "chroma"}
    for name, container in containers.items():
        assert container["image"] == _dockerfile_image()
        if container.get("command") == ["chroma"]:
            assert Path(sys.executable).with_name("chroma").exists(), "the image runs `chroma` from the venv"
            continue
        assert "command" not in container, f"{name}: keep the image's `edabot` entrypoint"
        assert container["args"][0] in commands, f"{name}: edabot {container['args'][0]} does not exist"


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_every_variable_an_edabot_container_reads_is_a_documented_setting(overlay: str) -> None:
    objects = _rendered(overlay)
    settings, documented = _setting_names(), _env_example_names()
    config_maps = _by_kind(objects, "ConfigMap")
    for name, container in _edabot_containers(objects).items():
        variables = [e["name"] for e in container.get("env", [])]
        for source in container.get("envFrom", []):
            variables += list(config_maps[source["configMapRef"]["name"]]["data"])
        for variable in variables:
            assert variable in settings, f"{name}: {variable} is not read by edabot.settings"
            assert variable in documented, f"{name}: {variable} is missing from .env.example"
    for _, container in _containers(objects):
        for entry in container.get("env", []):
            ref = entry.get("valueFrom", {}).get("configMapKeyRef")
            assert ref is None or ref["key"] in config_maps[ref["name"]]["data"], ref


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_ports_probes_and_addresses_match_the_code(overlay: str) -> None:
    from fastapi.testclient import TestClient

    from service.app import create_app

    objects = _rendered(overlay)
    services = _by_kind(objects, "Service")
    config = _by_kind(objects, "ConfigMap")["edabot-config"]["data"]
    defaults = Settings()

    api = _container(objects, "api")
    port = int(_flag(api["args"], "--port"))
    assert port == defaults.service_port == api["ports"][0]["containerPort"] == services["api"]["spec"]["ports"][0]["port"]
    assert (api["readinessProbe"]["httpGet"]["path"], api["livenessProbe"]["httpGet"]["path"]) == ("/readyz", "/healthz")
    client = TestClient(create_app(Settings(EDABOT_API_TOKEN="manifest-test-token")))
    for probe in ("readinessProbe", "livenessProbe", "startupProbe"):
        assert api[probe]["httpGet"]["port"] == api["ports"][0]["name"]
        assert client.get(api[probe]["httpGet"]["path"]).status_code in (200, 503)
    annotations = _workloads(objects)["api"]["spec"]["template"]["metadata"]["annotations"]
    assert (annotations["prometheus.io/port"], annotations["prometheus.io/path"]) == (str(port), "/metrics")
    assert client.get("/metrics").status_code == 200
    assert config["EDABOT_SERVICE_URL"] == f"http://api:{port}"

    slack = _container(objects, "slack")
    assert config["SLACK_PORT"] == str(defaults.slack_port) == str(slack["ports"][0]["containerPort"])

    chroma = _container(objects, "chroma")
    assert config["CHROMA_HOST"] == "chroma" and _by_kind(objects, "StatefulSet")["chroma"]["spec"]["serviceName"] == "chroma"
    assert config["CHROMA_PORT"] == _flag(chroma["args"], "--port") == str(services["chroma"]["spec"]["ports"][0]["port"])

    redis = urlsplit(config["REDIS_URL"])
    assert (redis.hostname, redis.port) == ("redis", services["redis"]["spec"]["ports"][0]["port"])

    llm = urlsplit(config["EDABOT_LLM_BASE_URL"])
    vllm_port = int(_flag([a for arg in _container(objects, "vllm")["args"] for a in arg.split("=", 1)], "--port"))
    assert (llm.hostname, llm.port, llm.path) == ("vllm", vllm_port, "/v1")
    assert services["vllm"]["spec"]["ports"][0]["port"] == vllm_port


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_every_service_and_budget_selects_a_workload(overlay: str) -> None:
    objects = _rendered(overlay)
    pod_labels = {name: w["spec"]["template"]["metadata"]["labels"] for name, w in _workloads(objects).items()}
    selectors = {f"Service/{n}": s["spec"]["selector"] for n, s in _by_kind(objects, "Service").items()}
    selectors |= {f"PodDisruptionBudget/{n}": p["spec"]["selector"]["matchLabels"]
                  for n, p in _by_kind(objects, "PodDisruptionBudget").items()}
    assert "PodDisruptionBudget/api" in selectors
    for owner, selector in selectors.items():
        matched = [name for name, labels in pod_labels.items() if selector.items() <= labels.items()]
        assert matched == [owner.split("/")[1]], f"{owner} selects {matched}"


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_every_pod_is_unprivileged_and_every_container_is_sized(overlay: str) -> None:
    for name, workload in _workloads(_rendered(overlay)).items():
        pod = workload["spec"]["template"]["spec"]
        assert pod["securityContext"]["runAsNonRoot"] is True and pod["securityContext"]["runAsUser"] > 0, name
        assert pod["enableServiceLinks"] is False, f"{name}: service links would set CHROMA_PORT/VLLM_PORT=tcp://..."
        for container in pod["containers"]:
            assert container["securityContext"]["allowPrivilegeEscalation"] is False, name
            assert container["securityContext"]["capabilities"]["drop"] == ["ALL"], name
            assert {"cpu", "memory"} <= set(container["resources"]["requests"]), name
            assert {"cpu", "memory"} <= set(container["resources"]["limits"]), name


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_workers_scale_on_the_queue_depth_the_api_exports(overlay: str) -> None:
    from service.metrics import ServiceMetrics

    objects = _rendered(overlay)
    hpa = _by_kind(objects, "HorizontalPodAutoscaler")["worker"]["spec"]
    assert hpa["scaleTargetRef"] == {"apiVersion": "apps/v1", "kind": "Deployment", "name": "worker"}
    assert 1 <= hpa["minReplicas"] <= _workloads(objects)["worker"]["spec"]["replicas"] <= hpa["maxReplicas"]
    metric_name = hpa["metrics"][0]["external"]["metric"]["name"]
    metrics = ServiceMetrics()
    metrics.watch_jobs(lambda: {"queued": 7, "started": 1, "finished": 0, "failed": 0})
    exported = generate_latest(metrics.registry).decode()
    assert re.search(rf"^{metric_name} 7\.0$", exported, re.MULTILINE)


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_vllm_gets_one_gpu_per_tensor_parallel_rank_and_serves_the_configured_name(overlay: str) -> None:
    objects = _rendered(overlay)
    vllm = _container(objects, "vllm")
    settings = _by_kind(objects, "ConfigMap")["vllm-config"]["data"]
    assert vllm["resources"]["limits"]["nvidia.com/gpu"] == settings["tensor-parallel-size"]
    defined = {e["name"]: e["valueFrom"] for e in vllm["env"] if "valueFrom" in e}
    for variable in re.findall(r"\$\((\w+)\)", " ".join(vllm["args"])):
        assert variable in defined, f"vllm argument uses undefined $({variable})"
    served = next(a for a in vllm["args"] if a.startswith("--served-model-name="))
    source = defined[served.split("$(")[1].rstrip(")")]["configMapKeyRef"]
    assert source == {"name": "edabot-config", "key": "EDABOT_LLM_MODEL"}
    flags = {a.split("=", 1)[0] for a in vllm["args"]}
    assert {"--model", "--tensor-parallel-size", "--max-model-len"} <= flags
