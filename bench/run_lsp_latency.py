#!/usr/bin/env python3
"""Latency of `amend lsp` as an editor sees it (issue 31), against the budgets the issue sets.

For each example of resources/examples (a fresh copy, opened as the workspace):
  check   an edit that adds an error, then one that removes it (incremental didChange): the time
          from sending the change to the first publishDiagnostics that shows the new state
          (budget 300 ms);
  actions after a save, once the fault's fixes exist (its diagnostic says so): the time to
          answer textDocument/codeAction on the fault (budget 50 ms);
  loop    while AutoTest runs on sorted_set with a budget far beyond the measurement (the
          command amend.testFile, cancelled at the end): the time to answer documentSymbol,
          hover and workspace/symbol requests sent one after another (budget 50 ms).
Prints per example the median, 95th percentile and maximum in milliseconds and each figure as
a ratio of its budget (<= 1.0 holds), with the machine's load average before and after.

Usage: bench/run_lsp_latency.py [--amend build/app/amend] [--rounds 20] [EXAMPLE ...]
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
BUDGET_MS = {"check": 300.0, "actions": 50.0, "loop": 50.0}


class Client:
    """Speaks LSP to `amend lsp` over pipes; waits on messages with deadlines."""

    def __init__(self, amend, root, options):
        self.proc = subprocess.Popen([amend, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.next_id = 0
        self.messages = []
        self.buffer = b""
        init = self.request("initialize", {"processId": None, "rootUri": Path(root).as_uri(),
                                           "capabilities": {"window": {"workDoneProgress": True}},
                                           "initializationOptions": options})
        self.response(init, 10)
        self.notify("initialized", {})

    def send(self, message):
        message["jsonrpc"] = "2.0"
        body = json.dumps(message).encode()
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def request(self, method, params):
        self.next_id += 1
        self.send({"id": self.next_id, "method": method, "params": params})
        return self.next_id

    def notify(self, method, params):
        self.send({"method": method, "params": params})

    def _read_one(self, timeout):
        import select
        while True:
            head = self.buffer.find(b"\r\n\r\n")
            if head >= 0:
                length = int(self.buffer[:head].split(b":")[1])
                if len(self.buffer) >= head + 4 + length:
                    body = self.buffer[head + 4:head + 4 + length]
                    self.buffer = self.buffer[head + 4 + length:]
                    message = json.loads(body)
                    if "method" in message and "id" in message:   # the server's requests: accept
                        self.send({"id": message["id"], "result": None})
                    self.messages.append(message)
                    return True
            ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
            if not ready:
                return False
            chunk = os.read(self.proc.stdout.fileno(), 65536)
            if not chunk:
                raise RuntimeError("amend lsp ended")
            self.buffer += chunk

    def wait_for(self, match, timeout, start=None):
        index = len(self.messages) if start is None else start
        deadline = time.monotonic() + timeout
        while True:
            while index < len(self.messages):
                if match(self.messages[index]):
                    return self.messages[index]
                index += 1
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError("no matching message")
            self._read_one(remaining)

    def response(self, rid, timeout):
        return self.wait_for(lambda m: "method" not in m and m.get("id") == rid, timeout, 0)

    def close(self):
        try:
            self.response(self.request("shutdown", {}), 30)
            self.notify("exit", {})
            self.proc.wait(30)
        except Exception:
            self.proc.kill()


def position(text, offset):
    before = text[:offset]
    return {"line": before.count("\n"), "character": offset - (before.rfind("\n") + 1)}


def published(uri, check):
    return lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri and check(m["params"]["diagnostics"])


def errors(diagnostics):
    return [d for d in diagnostics if d.get("severity") == 1 and d.get("code") != "fault"]


def measure_check(client, uri, text, rounds):
    """Adds the line `zzz_unknown' after the first `do' (an unknown name), then removes it, `rounds' times each."""
    at = text.index("\t\tdo\n") + 4
    times, version = [], 1
    for _ in range(rounds):
        for add in (True, False):
            version += 1
            start_index = len(client.messages)
            pos = position(text, at)
            change = ({"range": {"start": pos, "end": pos}, "text": "zzz_unknown\n"} if add else
                      {"range": {"start": pos, "end": {"line": pos["line"] + 1, "character": 0}}, "text": ""})
            t0 = time.monotonic()
            client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
            client.wait_for(published(uri, (lambda d: len(errors(d)) > 0) if add else (lambda d: len(errors(d)) == 0)), 10, start_index)
            times.append((time.monotonic() - t0) * 1000)
    return times


def measure_actions(client, uri, rounds, timeout):
    start = len(client.messages)
    client.notify("textDocument/didSave", {"textDocument": {"uri": uri}})
    try:
        message = client.wait_for(published(uri, lambda d: any("quick fixes" in x["message"] for x in d)), timeout, start)
    except TimeoutError:
        return []
    fault = next(d for d in message["params"]["diagnostics"] if "quick fixes" in d["message"])
    times = []
    for _ in range(rounds):
        t0 = time.monotonic()
        rid = client.request("textDocument/codeAction", {"textDocument": {"uri": uri}, "range": fault["range"], "context": {"diagnostics": [fault]}})
        answer = client.response(rid, 10)
        times.append((time.monotonic() - t0) * 1000)
        assert any(a.get("isPreferred") for a in answer["result"]), "no preferred fix"
    return times


def measure_loop(amend, rounds):
    work = Path(tempfile.mkdtemp(prefix="amend-lsp-loop-"))
    shutil.copytree(ROOT / "resources/examples/sorted_set", work / "sorted_set")
    folder = work / "sorted_set"
    client = Client(amend, folder, {"testOnSave": False, "timeBudget": 3600, "maxTests": 100000, "learning": False})
    path = folder / "two_way_sorted_set.e"
    text = path.read_text()
    uri = path.as_uri()
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "eiffel", "version": 1, "text": text}})
    client.wait_for(published(uri, lambda d: True), 30, 0)
    run = client.request("workspace/executeCommand", {"command": "amend.testFile", "arguments": [uri]})
    client.wait_for(lambda m: m.get("method") == "$/progress" and m["params"]["value"].get("kind") == "report", 60, 0)
    requests = [("textDocument/documentSymbol", {"textDocument": {"uri": uri}}),
                ("textDocument/hover", {"textDocument": {"uri": uri}, "position": position(text, text.index("move_item") + 2)}),
                ("workspace/symbol", {"query": "item"})]
    times = []
    for i in range(rounds * len(requests)):
        method, params = requests[i % len(requests)]
        t0 = time.monotonic()
        answer = client.response(client.request(method, params), 10)
        times.append((time.monotonic() - t0) * 1000)
        assert "result" in answer
    running = not any(m.get("id") == run for m in client.messages)
    client.notify("$/cancelRequest", {"id": run})
    client.response(run, 60)
    client.close()
    shutil.rmtree(work, ignore_errors=True)
    return times if running else []


def summary(name, times):
    if not times:
        return f"  {name:8} no figures"
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]
    budget = BUDGET_MS[name]
    return (f"  {name:8} n={len(times):3}  median {statistics.median(times):7.1f} ms  p95 {p95:7.1f} ms  max {times[-1]:7.1f} ms"
            f"   (budget {budget:.0f} ms: median {statistics.median(times) / budget:.2f}, p95 {p95 / budget:.2f}, max {times[-1] / budget:.2f})")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--amend", default=str(ROOT / "build/app/amend"))
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--fix-timeout", type=float, default=240, help="seconds to wait for a fault's fixes after a save")
    parser.add_argument("examples", nargs="*")
    args = parser.parse_args()
    examples = args.examples or sorted(p.name for p in (ROOT / "resources/examples").iterdir() if p.is_dir())
    print("load average before:", " ".join(f"{x:.1f}" for x in os.getloadavg()))
    all_check, all_actions = [], []
    for example in examples:
        work = Path(tempfile.mkdtemp(prefix="amend-lsp-latency-"))
        shutil.copytree(ROOT / "resources/examples" / example, work / example)
        folder = work / example
        files = sorted(folder.glob("*.e"))
        main_file = max(files, key=lambda f: f.stat().st_size)   # the class with the routines
        text = main_file.read_text()
        uri = main_file.as_uri()
        client = Client(args.amend, folder, {"seed": 1, "learning": False})
        client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "eiffel", "version": 1, "text": text}})
        client.wait_for(published(uri, lambda d: True), 30, 0)
        check = measure_check(client, uri, text, args.rounds)
        actions = measure_actions(client, uri, args.rounds, args.fix_timeout)
        client.close()
        shutil.rmtree(work, ignore_errors=True)
        print(f"{example} ({main_file.name})")
        print(summary("check", check))
        print(summary("actions", actions))
        all_check += check
        all_actions += actions
    loop = measure_loop(args.amend, args.rounds)
    print("all examples")
    print(summary("check", all_check))
    print(summary("actions", all_actions))
    print("sorted_set while AutoTest runs")
    print(summary("loop", loop))
    print("load average after:", " ".join(f"{x:.1f}" for x in os.getloadavg()))


if __name__ == "__main__":
    sys.exit(main())
