"""Two real Syncthing daemons on 127.0.0.1 sharing one folder, for the desk's end-to-end test.

Each daemon has its own generated home (keys and config) under a temporary folder, listens on
``tcp://127.0.0.1:PORT`` only, knows the other by device id at its explicit address, and has
every feature that reaches beyond this machine turned off: global discovery, local discovery,
relays, NAT traversal (UPnP and STUN), usage reporting, crash reporting, upgrades; the web GUI
is off too.  The folder's watcher waits one second.  :meth:`SyncthingPair.stop` kills both by
process id; nothing is left running.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import escape

FOLDER_ID = "ninescore-desk"
MAX_CONFLICTS = 10
"""Syncthing's own default, written out: a config written by hand that leaves it out gets 0,
and then a real divergence overwrites one machine's version with the other's and keeps no copy
(18 actions replaced by 17, nobody asked).  docs/desk.md tells users to keep it."""


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class Daemon:
    name: str
    home: Path
    folder: Path
    port: int
    device_id: str = ""
    process: subprocess.Popen[bytes] | None = None
    log: Path = field(default_factory=Path)


def _environment(home: Path) -> dict[str, str]:
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("STNO", "ALL_PROXY", "HTTP", "http", "https"))
    }
    env.update(
        HOME=str(home),
        STNODEFAULTFOLDER="1",
        STNOUPGRADE="1",
        STNORESTART="1",
        STMONITORED="",
    )
    return env


def _config(me: Daemon, other: Daemon) -> str:
    devices = "".join(
        f'<device id="{d.device_id}" name="{d.name}" compression="metadata" introducer="false">'
        f"<address>tcp://127.0.0.1:{d.port}</address><autoAcceptFolders>false</autoAcceptFolders>"
        f"</device>"
        for d in (me, other)
    )
    return f"""<configuration version="36">
    <folder id="{FOLDER_ID}" label="ninescore" path="{escape(str(me.folder))}" type="sendreceive"
            rescanIntervalS="3600" fsWatcherEnabled="true" fsWatcherDelayS="1"
            ignorePerms="false" autoNormalize="true">
        <filesystemType>basic</filesystemType>
        <device id="{me.device_id}"></device>
        <device id="{other.device_id}"></device>
        <minDiskFree unit="%">0</minDiskFree>
        <versioning></versioning>
        <maxConflicts>{MAX_CONFLICTS}</maxConflicts>
    </folder>
    {devices}
    <gui enabled="false" tls="false"><address>127.0.0.1:0</address></gui>
    <options>
        <listenAddress>tcp://127.0.0.1:{me.port}</listenAddress>
        <globalAnnounceEnabled>false</globalAnnounceEnabled>
        <localAnnounceEnabled>false</localAnnounceEnabled>
        <relaysEnabled>false</relaysEnabled>
        <natEnabled>false</natEnabled>
        <stunKeepaliveStartS>0</stunKeepaliveStartS>
        <stunKeepaliveMinS>0</stunKeepaliveMinS>
        <urAccepted>-1</urAccepted>
        <urSeen>3</urSeen>
        <crashReportingEnabled>false</crashReportingEnabled>
        <autoUpgradeIntervalH>0</autoUpgradeIntervalH>
        <startBrowser>false</startBrowser>
        <announceLANAddresses>false</announceLANAddresses>
        <minHomeDiskFree unit="%">0</minHomeDiskFree>
        <reconnectionIntervalS>1</reconnectionIntervalS>
    </options>
</configuration>
"""


class SyncthingPair:
    """Two daemons, ``table`` and ``desk``, sharing their data folders."""

    def __init__(self, root: Path, table_folder: Path, desk_folder: Path) -> None:
        self.root = root
        self.table = Daemon("table", root / "home-table", table_folder, free_port())
        self.desk = Daemon("desk", root / "home-desk", desk_folder, free_port())

    def start(self) -> None:
        executable = shutil.which("syncthing")
        if executable is None:
            raise RuntimeError("syncthing is not installed (.ci/run installs it)")
        for daemon in (self.table, self.desk):
            daemon.home.mkdir(parents=True)
            daemon.folder.mkdir(parents=True, exist_ok=True)
            (daemon.folder / ".stfolder").mkdir(exist_ok=True)
            subprocess.run(
                [executable, "generate", f"--home={daemon.home}", "--no-default-folder"],
                env=_environment(daemon.home),
                check=True,
                capture_output=True,
                timeout=60,
            )
            found = subprocess.run(
                [executable, "serve", f"--home={daemon.home}", "--device-id"],
                env=_environment(daemon.home),
                check=True,
                capture_output=True,
                timeout=60,
                text=True,
            )
            daemon.device_id = found.stdout.strip()
        for me, other in ((self.table, self.desk), (self.desk, self.table)):
            (me.home / "config.xml").write_text(_config(me, other), "utf-8")
        for daemon in (self.table, self.desk):
            daemon.log = self.root / f"{daemon.name}.log"
            with daemon.log.open("wb") as log:
                daemon.process = subprocess.Popen(
                    [
                        executable,
                        "serve",
                        f"--home={daemon.home}",
                        "--no-browser",
                        "--no-restart",
                        "--no-upgrade",
                        "--no-default-folder",
                        "--skip-port-probing",
                    ],
                    env=_environment(daemon.home),
                    stdin=subprocess.DEVNULL,
                    stdout=log,
                    stderr=subprocess.STDOUT,
                    start_new_session=True,
                )

    def running(self) -> bool:
        return all(d.process is not None and d.process.poll() is None for d in self._daemons())

    def logs(self) -> str:
        return "\n".join(
            f"--- {d.name}\n" + d.log.read_text("utf-8", "replace")[-4000:]
            for d in self._daemons()
            if d.log.is_file()
        )

    def _daemons(self) -> tuple[Daemon, Daemon]:
        return (self.table, self.desk)

    def stop(self) -> None:
        for daemon in self._daemons():
            process = daemon.process
            if process is None or process.poll() is not None:
                continue
            os.kill(process.pid, signal.SIGTERM)
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.kill(process.pid, signal.SIGKILL)
                process.wait(timeout=10)
        for daemon in self._daemons():
            shutil.rmtree(daemon.home, ignore_errors=True)
