"""Test hosts as Linux network namespaces on one bridge, so a multi-host test crosses a real network.

Each host gets its own namespace (own loopback, own interfaces, own ports) and one veth leg on a
bridge in the root namespace; the root namespace is the "services host" at the bridge's address.
A process started through :meth:`Host.command` can reach only the bridge subnet: it cannot see the
root namespace's 127.0.0.1, so anything it uses must be published on the bridge address, which is
what :class:`Relay` does for the servers these machines run on loopback (PostgreSQL, Redis).
Needs root and iproute2 (both present on these machines and in CI).
"""

from __future__ import annotations

import secrets
import selectors
import socket
import subprocess
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field


def _ip(*args: str, netns: str | None = None) -> None:
    prefix = ["ip", "netns", "exec", netns] if netns else []
    subprocess.run([*prefix, "ip", *args], check=True, capture_output=True)


def _used_subnets() -> set[str]:
    out = subprocess.run(["ip", "-4", "-o", "addr"], check=True, capture_output=True, text=True).stdout
    return {word.rsplit(".", 1)[0] for line in out.splitlines() for word in line.split() if word.count(".") == 3}


@dataclass(frozen=True)
class Host:
    """One test host: a network namespace with one address on the bridge."""

    name: str
    netns: str
    address: str

    def command(self, argv: Sequence[str]) -> list[str]:
        """``argv`` run inside this host's namespace (``ip netns exec`` execs it: same pid, same environment)."""
        return ["ip", "netns", "exec", self.netns, *argv]


@dataclass
class TestNetwork:
    """A bridge with a random /24 and the hosts added to it; ``close`` removes every namespace and link."""

    __test__ = False  # not a pytest test class

    tag: str = field(default_factory=lambda: secrets.token_hex(3))
    hosts: list[Host] = field(default_factory=list)
    prefix: str = ""

    def __post_init__(self) -> None:
        used = _used_subnets()
        self.prefix = next(p for p in (f"10.{200 + secrets.randbelow(50)}.{secrets.randbelow(250)}" for _ in range(50))
                           if p not in used)
        self.bridge = f"edb{self.tag}"
        _ip("link", "add", self.bridge, "type", "bridge")
        _ip("addr", "add", f"{self.address}/24", "dev", self.bridge)
        _ip("link", "set", self.bridge, "up")

    @property
    def address(self) -> str:
        """The root namespace's address on the bridge: where the shared services are published."""
        return f"{self.prefix}.1"

    def add_host(self, name: str) -> Host:
        index = len(self.hosts) + 2
        host = Host(name, f"edabot-{self.tag}-{name}", f"{self.prefix}.{index}")
        leg = f"edv{self.tag}{index}"
        _ip("netns", "add", host.netns)
        _ip("link", "add", leg, "type", "veth", "peer", "name", "eth0", "netns", host.netns)
        _ip("link", "set", leg, "master", self.bridge, "up")
        _ip("addr", "add", f"{host.address}/24", "dev", "eth0", netns=host.netns)
        _ip("link", "set", "eth0", "up", netns=host.netns)
        _ip("link", "set", "lo", "up", netns=host.netns)
        self.hosts.append(host)
        return host

    def close(self) -> None:
        for host in self.hosts:
            subprocess.run(["ip", "netns", "del", host.netns], capture_output=True)
        subprocess.run(["ip", "link", "del", self.bridge], capture_output=True)


class Relay:
    """Publishes a loopback TCP server on another address: each accepted connection is piped to the target.

    The target sees connections from 127.0.0.1, so a PostgreSQL with trust auth for loopback only lets
    the namespaced hosts in without a change to its configuration.
    """

    def __init__(self, listen_host: str, target: tuple[str, int]) -> None:
        self._target = target
        self._server = socket.create_server((listen_host, 0))
        self.port = int(self._server.getsockname()[1])
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._accept, daemon=True)
        self._thread.start()

    def _accept(self) -> None:
        self._server.settimeout(0.2)
        while not self._stopped.is_set():
            try:
                client, _ = self._server.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            threading.Thread(target=self._pipe, args=(client,), daemon=True).start()

    def _pipe(self, client: socket.socket) -> None:
        try:
            upstream = socket.create_connection(self._target, timeout=5)
        except OSError:
            client.close()
            return
        upstream.settimeout(None)
        with client, upstream, selectors.DefaultSelector() as selector:
            selector.register(client, selectors.EVENT_READ, upstream)
            selector.register(upstream, selectors.EVENT_READ, client)
            while not self._stopped.is_set():
                for key, _ in selector.select(timeout=0.5):
                    source: socket.socket = key.fileobj  # type: ignore[assignment]
                    try:
                        data = source.recv(65536)
                    except OSError:
                        return
                    if not data:
                        return
                    key.data.sendall(data)

    def close(self) -> None:
        self._stopped.set()
        self._server.close()
        self._thread.join(2)
