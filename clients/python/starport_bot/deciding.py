"""The author's engine, behind one call: ``choose(request, budget) -> action``.

Two kinds plug in:

- a Python function ``choose(view, actions)`` (or ``choose(view, actions, clock)``), named
  ``module:function`` or ``path/to/file.py:function``;
- any program speaking the **line protocol** on stdin/stdout: the runner writes one JSON line
  per decision and reads one JSON line back, the action (see docs/bots.md). Its stderr is
  the runner's. The runner keeps up to ``copies`` of the program, each answering one decision at
  a time; a copy that answers late, crashes or writes what is not JSON is stopped and replaced.

``budget`` is the seconds left before the clock's deadline (minus the margin), or None without a
clock; an engine that has not answered by then raises ``Late``.
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import json
import logging
import queue
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from pathlib import Path

from .config import EngineConfig

log = logging.getLogger("starport-bot")


class Late(Exception):
    """The engine did not answer within its budget."""


class EngineError(Exception):
    """The engine failed: raised, crashed, or answered what is not an action."""


def engine_for(config: EngineConfig, directory: Path, concurrency: int):
    if config.function:
        return FunctionEngine(load_function(config.function, directory), concurrency)
    return ProgramEngine(list(config.command), directory, min(config.copies, concurrency))


def load_function(spec: str, directory: Path):
    module_name, _, name = spec.rpartition(":")
    if module_name.endswith(".py"):
        path = (directory / module_name).resolve()
        loaded = importlib.util.spec_from_file_location(path.stem, path)
        if loaded is None or not path.exists():
            raise EngineError(f"no such file: {path}")
        module = importlib.util.module_from_spec(loaded)
        sys.modules[path.stem] = module
        loaded.loader.exec_module(module)
    else:
        sys.path.insert(0, str(directory))
        module = importlib.import_module(module_name)
    function = getattr(module, name, None)
    if not callable(function):
        raise EngineError(f"{spec}: no function {name!r} there")
    return function


class FunctionEngine:
    def __init__(self, function, concurrency: int):
        self.function = function
        parameters = inspect.signature(function).parameters
        self.wants_clock = "clock" in parameters or len(parameters) >= 3
        self.pool = ThreadPoolExecutor(max_workers=concurrency, thread_name_prefix="engine")

    def choose(self, request: dict, budget: float | None):
        if budget is None:
            return self._call(request)
        future = self.pool.submit(self._call, request)
        try:
            return future.result(timeout=budget)
        except FutureTimeout:
            raise Late from None  # the call runs on; its answer is dropped

    def _call(self, request: dict):
        arguments = (request["view"], request["actions"]) + ((request["clock"],) if self.wants_clock else ())
        try:
            return self.function(*arguments)
        except Exception as error:
            raise EngineError(f"{type(error).__name__}: {error}") from error

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)


class Program:
    """One running copy of a line-protocol engine."""

    def __init__(self, command: list[str], directory: Path):
        try:
            self.process = subprocess.Popen(command, cwd=directory, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                            text=True, encoding="utf-8", bufsize=1)
        except OSError as error:
            raise EngineError(f"cannot start {command}: {error}") from error
        self.lines: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True, name=f"engine-{self.process.pid}").start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def ask(self, line: str, budget: float | None) -> str:
        try:
            self.process.stdin.write(line + "\n")
            self.process.stdin.flush()
        except (BrokenPipeError, OSError) as error:
            raise EngineError(f"the engine is gone ({error})") from error
        try:
            answer = self.lines.get(timeout=budget)
        except queue.Empty:
            raise Late from None
        if answer is None:
            raise EngineError(f"the engine exited ({self.process.wait()})")
        return answer

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()


class ProgramEngine:
    def __init__(self, command: list[str], directory: Path, copies: int):
        self.command, self.directory, self.copies = command, directory, max(1, copies)
        self.idle: queue.LifoQueue[Program] = queue.LifoQueue()
        self.started = 0
        self.lock = threading.Lock()
        self.everyone: list[Program] = []

    def _take(self, budget: float | None) -> Program:
        try:
            return self.idle.get_nowait()
        except queue.Empty:
            pass
        with self.lock:
            if self.started < self.copies:
                self.started += 1
                try:
                    program = Program(self.command, self.directory)
                except EngineError:
                    self.started -= 1
                    raise
                self.everyone.append(program)
                return program
        try:
            return self.idle.get(timeout=budget)
        except queue.Empty:
            raise Late from None

    def _drop(self, program: Program) -> None:
        program.stop()
        with self.lock:
            self.started -= 1
            self.everyone.remove(program)

    def choose(self, request: dict, budget: float | None):
        give_up = None if budget is None else time.monotonic() + budget
        program = self._take(budget)
        # The time spent waiting for a busy copy is the decision's too: the copy gets what is left.
        left = None if give_up is None else give_up - time.monotonic()
        if left is not None and left <= 0:
            self.idle.put(program)  # never asked: it stays good for the next decision
            raise Late
        try:
            line = program.ask(json.dumps(request, separators=(",", ":")), left)
            action = json.loads(line)
        except (Late, EngineError):
            self._drop(program)
            raise
        except ValueError as error:
            self._drop(program)
            raise EngineError(f"the engine wrote what is not JSON: {line[:200]!r}") from error
        self.idle.put(program)
        return action

    def close(self) -> None:
        with self.lock:
            programs = list(self.everyone)
        for program in programs:
            try:
                program.process.stdin.close()  # end of input: a well-behaved engine exits
            except OSError:
                pass
        for program in programs:
            try:
                program.process.wait(timeout=2)
            except subprocess.TimeoutExpired:
                program.stop()
