"""The host names the app answers to when none are configured.

A share link, its QR code and the API's ``edit_url`` are built from the
request's ``Host``: a host the app does not know would make them point
anywhere a request says. ``COMPAGNON_TRUSTED_HOSTS`` names the hosts; without
it, the app trusts the host of ``COMPAGNON_BASE_URL`` when one is set, else
the addresses the server was started on (``COMPAGNON_SERVED_AT``, set by
``compagnon serve`` and by gunicorn's configuration, :mod:`compagnon.serve`):
an address bound to every interface (``0.0.0.0``) stands for this machine's
names and addresses. Any other ``Host`` gets 400.
"""

from __future__ import annotations

import os
import socket
from collections.abc import Iterable, Mapping, Sequence
from typing import Any
from urllib.parse import urlsplit

__all__ = ["announce", "bound_host", "machine_hosts", "served_hosts", "trusted_hosts"]

#: what a server started without an address, or on loopback, is reached by
LOOPBACK = ("localhost", "127.0.0.1")
#: an address that binds every interface of the machine
EVERY_INTERFACE = {"", "0.0.0.0", "::", "*"}
#: where a started server writes its addresses, for the app it then builds
SERVED_AT = "COMPAGNON_SERVED_AT"


def announce(binds: Iterable[str]) -> None:
    """Say which addresses the server is started on (``host:port`` each),
    before it builds the app."""
    os.environ[SERVED_AT] = ",".join(binds)


def bound_host(bind: str) -> str | None:
    """The host of a bind address (``host:port``, ``[v6]:port``, ``host``);
    None for a Unix socket or a file descriptor, reached by no host name."""
    bind = bind.strip()
    if bind.startswith(("unix:", "fd://", "/")):
        return None
    if bind.startswith("["):
        return bind[1:].partition("]")[0]
    host, colon, port = bind.rpartition(":")
    if not colon or not port.isdigit() or ":" in host:
        return bind  # no port, or a bare IPv6 address
    return host


def machine_hosts() -> list[str]:
    """This machine's names and IPv4 addresses: what the phones of a club
    type, or scan, to reach a server bound to every interface."""
    found: list[str] = [*LOOPBACK]
    name = socket.gethostname()
    found += [name, socket.getfqdn(), name.split(".")[0] + ".local"]
    try:
        found += [str(info[4][0]) for info in socket.getaddrinfo(name, None, socket.AF_INET)]
    except OSError:
        pass
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            # the address the machine would send from on its network: no packet leaves (UDP)
            probe.connect(("192.0.2.1", 9))
            found.append(probe.getsockname()[0])
        except OSError:
            pass
    return _unique(found)


def served_hosts(binds: Sequence[str]) -> list[str]:
    """The hosts a server started on these addresses is reached by."""
    found: list[str] = [*LOOPBACK]
    for bind in binds:
        host = bound_host(bind)
        if host is None:
            continue
        if host.lower() in EVERY_INTERFACE:
            found += machine_hosts()
        else:
            found.append(host)
    return _unique(found)


def trusted_hosts(config: Mapping[str, Any]) -> list[str]:
    """The hosts to trust when ``TRUSTED_HOSTS`` is not set: the base URL's,
    or those the server was started for (loopback when that is not known)."""
    base = str(config.get("BASE_URL") or "").strip()
    if base:
        host = urlsplit(base if "//" in base else "//" + base).hostname
        if not host:
            raise ValueError(f"COMPAGNON_BASE_URL: no host in {base!r}")
        return [host]
    if int(config.get("PROXIES") or 0):
        # behind a proxy the server is bound to loopback, and the public name comes from the proxy
        raise ValueError("COMPAGNON_PROXIES needs COMPAGNON_TRUSTED_HOSTS or COMPAGNON_BASE_URL: "
                         "the host names the proxy serves the app under")
    served = config.get("SERVED_AT") or ()
    if isinstance(served, str):
        served = served.split(",")
    return served_hosts([str(bind) for bind in served if str(bind).strip()])


def _unique(hosts: Iterable[str]) -> list[str]:
    seen: dict[str, None] = {}
    for host in hosts:
        host = host.strip().lower().rstrip(".")
        if host and ":" not in host:  # an IPv6 literal cannot be matched by a host list (werkzeug)
            seen.setdefault(host, None)
    return list(seen)
